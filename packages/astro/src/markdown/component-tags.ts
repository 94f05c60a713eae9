// The tags of components in a `.md` page's raw HTML (`<Example file="a/b" />`, `<Card>` … `</Card>`): found,
// paired, and turned into placeholders the page route renders (see lib/component-placeholders.ts).
import {
  type ComponentProps,
  PLACEHOLDER_CLOSING,
  placeholderOpening,
} from '../page-data/component-placeholders.js';

/** A component's tag in a text of raw HTML. */
export interface ComponentTag {
  kind: 'opening' | 'closing' | 'self-closing';
  name: string;
  /** Where it starts and ends in the text. */
  start: number;
  end: number;
  /** Its attributes as written. */
  attributes: string;
}

const VALUE = String.raw`(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+)`;
const ATTRIBUTE_NAME = String.raw`[^\s"'<>/=]+`;
/** An HTML comment (skipped), or a tag whose name starts with a capital letter. */
const TAG = new RegExp(
  String.raw`<!--[\s\S]*?-->|<(\/?)([A-Z][A-Za-z0-9_]*)((?:\s+${ATTRIBUTE_NAME}(?:\s*=\s*${VALUE})?)*)\s*(\/?)>`,
  'g',
);
const ATTRIBUTE = new RegExp(String.raw`(${ATTRIBUTE_NAME})(?:\s*=\s*(${VALUE}))?`, 'g');

/** The components' tags in a text of raw HTML, in order. */
export function componentTags(html: string): ComponentTag[] {
  const tags: ComponentTag[] = [];
  for (const match of html.matchAll(TAG)) {
    const [text, slash, name, attributes = '', selfClosing] = match;
    if (name === undefined) continue;
    tags.push({
      kind: slash ? 'closing' : selfClosing ? 'self-closing' : 'opening',
      name,
      start: match.index,
      end: match.index + text.length,
      attributes,
    });
  }
  return tags;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'", '#39': "'" };

/**
 * The props of a tag's attributes: `file="a/b"` is a string, a bare `qualified` is `true`, and a value in
 * braces is JSON without spaces or quotes (`headingLevel={4}`, `{true}`, `{[1,2]}`), as HTML allows no more
 * in a value without quotes. What cannot be a prop in a `.md` page is
 * left out and said: a `client:` directive, and braces around anything but JSON.
 */
export function componentProps(attributes: string): { props: ComponentProps; problems: string[] } {
  const props: ComponentProps = {};
  const problems: string[] = [];
  for (const [, name = '', written] of attributes.matchAll(ATTRIBUTE)) {
    if (name.startsWith('client:')) {
      problems.push(
        `${name} is left out: the components of a page are drawn on the server; a component that must run in the browser puts its interactive part in an island of its own (a client: directive inside it)`,
      );
      continue;
    }
    if (written === undefined) {
      props[name] = true;
    } else if (written.startsWith('"') || written.startsWith("'")) {
      props[name] = written
        .slice(1, -1)
        .replace(/&(amp|quot|lt|gt|apos|#39);/g, (_, entity: string) => ENTITIES[entity] ?? '');
    } else if (written.startsWith('{') && written.endsWith('}')) {
      try {
        props[name] = JSON.parse(written.slice(1, -1));
      } catch {
        problems.push(
          `${name}=${written} is left out: in a .md page a prop in braces is a JSON value ({4}, {true}, {[1,2]}, without spaces or quotes); write the page in .mdx for other expressions`,
        );
      }
    } else {
      props[name] = written;
    }
  }
  return { props, problems };
}

/** Something said about a tag: which of the texts it is in, where in it, and what. */
export interface TagNote {
  text: number;
  offset: number;
  message: string;
}

/** A tag found in one of the texts. */
interface FoundTag extends ComponentTag {
  text: number;
}

/**
 * Rewrites the components' tags in the raw HTML of one parent's children, given in order (`undefined` for
 * a child that is not raw HTML): a known component's tags become its placeholder, an unknown one's tags are
 * left out and its content kept. A tag may be closed in a later child (`<Card>`, a paragraph, `</Card>`);
 * a known component's tag that is not closed, or closes nothing, is left out too. Each such tag is noted.
 */
export function rewriteComponentTags(
  texts: readonly (string | undefined)[],
  isKnown: (name: string) => boolean,
): { texts: (string | undefined)[]; notes: TagNote[] } {
  const found: FoundTag[] = texts.flatMap((text, index) =>
    text === undefined ? [] : componentTags(text).map((tag) => ({ ...tag, text: index })),
  );
  const replacements = new Map<FoundTag, string>();
  const notes: TagNote[] = [];
  const note = (tag: FoundTag, message: string) => notes.push({ text: tag.text, offset: tag.start, message });
  const open: FoundTag[] = [];
  const unclosed = (tag: FoundTag) => {
    replacements.set(tag, '');
    note(
      tag,
      `<${tag.name}> is not closed: write </${tag.name}> after its content, in the same block or as a block of its own; its content is shown without it`,
    );
  };
  for (const tag of found) {
    if (!isKnown(tag.name)) {
      replacements.set(tag, '');
      if (tag.kind !== 'closing') {
        note(
          tag,
          `unknown component <${tag.name}> (not a built-in, not in lectern({ components })); its tags are left out, its content kept`,
        );
      }
      continue;
    }
    if (tag.kind === 'closing') {
      const at = open.findLastIndex((candidate) => candidate.name === tag.name);
      if (at === -1) {
        replacements.set(tag, '');
        note(tag, `</${tag.name}> closes no <${tag.name}>; it is left out`);
        continue;
      }
      // Components opened inside this one and not closed before it end here, left out.
      const [, ...inner] = open.splice(at);
      for (const innerTag of inner) unclosed(innerTag);
      replacements.set(tag, PLACEHOLDER_CLOSING);
      continue;
    }
    const { props, problems } = componentProps(tag.attributes);
    for (const problem of problems) note(tag, `<${tag.name}>: ${problem}`);
    const opening = placeholderOpening(tag.name, props);
    replacements.set(tag, tag.kind === 'self-closing' ? `${opening}${PLACEHOLDER_CLOSING}` : opening);
    if (tag.kind === 'opening') open.push(tag);
  }
  for (const tag of open) unclosed(tag);
  const rewritten = texts.map((text, index) => {
    if (text === undefined) return undefined;
    let result = text;
    const tags = found.filter((tag) => tag.text === index).reverse();
    for (const tag of tags)
      result = result.slice(0, tag.start) + (replacements.get(tag) ?? '') + result.slice(tag.end);
    return result;
  });
  return { texts: rewritten, notes: notes.sort((a, b) => a.text - b.text || a.offset - b.offset) };
}
