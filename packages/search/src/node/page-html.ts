// What the index builder reads from a built page (its language) and writes into the pages it makes.

/**
 * The language of a page from `<html lang>`, or `undefined` when it has none.
 *
 * @example htmlLanguage('<!doctype html><html lang="zh-CN" dir="ltr">') // 'zh-CN'
 */
export function htmlLanguage(html: string): string | undefined {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0];
  const lang = tag && /\slang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
  const value = lang ? (lang[1] ?? lang[2] ?? lang[3] ?? '').trim() : '';
  return value === '' ? undefined : value;
}

/**
 * Text made safe inside an element or a quoted attribute.
 *
 * @example escapeHtml('Tom & "Jerry"') // 'Tom &#38; &#34;Jerry&#34;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Text with HTML's character references written out: the common named ones and every numeric one.
 *
 * @example decodeEntities('Tom &amp; Jerry &#8212; &lt;3') // 'Tom & Jerry — <3'
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
  });
}
