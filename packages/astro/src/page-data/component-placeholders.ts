// A `.md` page is rendered to HTML once and cached by Astro's content layer, so the components written in
// it cannot be rendered then: the Markdown plugin puts a placeholder element where each one is, carrying
// its name and props, and the page route renders the real component there on every build.

/** The element standing in for a component in a Markdown page's rendered HTML. */
export const PLACEHOLDER_ELEMENT = 'lectern-component';

/** The props of a component as written in a page: strings, and JSON values written in braces. */
export type ComponentProps = Record<string, unknown>;

/** A part of a rendered Markdown page: HTML as it is, or a component with its content. */
export type ContentPart =
  | { kind: 'html'; html: string }
  | { kind: 'component'; name: string; props: ComponentProps; children: ContentPart[] };

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** The opening tag of a component's placeholder. */
export function placeholderOpening(name: string, props: ComponentProps): string {
  const escapeText = (text: string) =>
    text.replace(/[&"<>]/g, (character) => ESCAPES[character] ?? character);
  return `<${PLACEHOLDER_ELEMENT} data-name="${escapeText(name)}" data-props="${escapeText(JSON.stringify(props))}">`;
}

/** The closing tag of a component's placeholder. */
export const PLACEHOLDER_CLOSING = `</${PLACEHOLDER_ELEMENT}>`;

const PLACEHOLDER_TAG = new RegExp(
  `<${PLACEHOLDER_ELEMENT} data-name="([^"]*)" data-props="([^"]*)">|</${PLACEHOLDER_ELEMENT}>`,
  'g',
);

function unescapeText(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#39);/g, (_entity, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );
}

function propsOf(written: string): ComponentProps {
  try {
    const props: unknown = JSON.parse(unescapeText(written));
    return typeof props === 'object' && props !== null && !Array.isArray(props)
      ? (props as ComponentProps)
      : {};
  } catch {
    return {};
  }
}

/** Whether rendered HTML has components to render. */
export function hasPlaceholders(html: string): boolean {
  return html.includes(`<${PLACEHOLDER_ELEMENT} `);
}

/**
 * The parts of a Markdown page's rendered HTML: the HTML between placeholders as it is, and each
 * placeholder as the component it stands for, with the parts inside it as its content. A placeholder left
 * open ends with the page.
 *
 * @example contentParts('<p>A</p><lectern-component data-name="Badge" data-props="{}">New</lectern-component>')
 * // [{ kind: 'html', html: '<p>A</p>' }, { kind: 'component', name: 'Badge', props: {}, children: [{ kind: 'html', html: 'New' }] }]
 */
export function contentParts(html: string): ContentPart[] {
  const top: ContentPart[] = [];
  const open: Extract<ContentPart, { kind: 'component' }>[] = [];
  const current = () => open.at(-1)?.children ?? top;
  const addHtml = (text: string) => {
    if (text !== '') current().push({ kind: 'html', html: text });
  };
  let last = 0;
  for (const match of html.matchAll(PLACEHOLDER_TAG)) {
    addHtml(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, name, props] = match;
    if (name === undefined) {
      open.pop();
      continue;
    }
    const part: ContentPart = {
      kind: 'component',
      name: unescapeText(name),
      props: propsOf(props ?? '{}'),
      children: [],
    };
    current().push(part);
    open.push(part);
  }
  addHtml(html.slice(last));
  return top;
}
