// Pagefind's excerpts are HTML: text with `<` and `>` escaped, `&` and quotes left as they are, and
// `<mark>` around the matched words. Only those marks may reach the page.

/** A run of excerpt text, marked when it matched the search. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

const TAG_OR_TEXT = /<\/?[a-zA-Z][^<>]*>|<!--[\s\S]*?-->|[^<]+|</g;
const ENTITY = /&(?:#(\d{1,7})|#x([\da-fA-F]{1,6})|(lt|gt|amp|quot|apos|nbsp));/g;
const NAMED: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Splits an excerpt into plain text runs, marked or not. Every element but `<mark>` is dropped (its text
 * kept), entities are decoded, and marks are balanced: a stray `</mark>` is ignored, a missing one is
 * implied at the end.
 *
 * @example excerptParts('the <mark>alert</mark> &lt;b&gt;') // [{ text: 'the ', marked: false }, { text: 'alert', marked: true }, { text: ' <b>', marked: false }]
 */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  const push = (text: string) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.marked === marked) parts[parts.length - 1] = { text: last.text + text, marked };
    else parts.push({ text, marked });
  };
  for (const [token] of html.matchAll(TAG_OR_TEXT)) {
    if (/^<mark>$/i.test(token)) marked = true;
    else if (/^<\/mark>$/i.test(token)) marked = false;
    else if (token === '<') push('<');
    else if (!token.startsWith('<')) push(decodeEntities(token));
  }
  return parts;
}

/**
 * An excerpt made safe to set as HTML: text escaped, `<mark>` kept (without attributes), any other
 * element removed.
 *
 * @example sanitizeExcerpt('<mark>alert</mark><img src=x onerror=alert(1)> a & b') // '<mark>alert</mark> a &amp; b'
 */
export function sanitizeExcerpt(html: string): string {
  return excerptParts(html)
    .map(({ text, marked }) => (marked ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
    .join('');
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name] ?? entity;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
