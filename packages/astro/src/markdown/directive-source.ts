/** A directive's `{…}` attributes, as the parser gives them. */
type DirectiveAttributes = Readonly<Record<string, string | null | undefined>>;

/** The text around a directive's label, as an author would have written it. */
export interface DirectiveSource {
  /** `:name[` — the marker, the name and the label's opening bracket when there is a label. */
  before: string;
  /** `]{…}` — the label's closing bracket and the attributes. */
  after: string;
}

function attributeSource([key, value]: [string, string | null | undefined]): string {
  if (key === 'id' && value) return `#${value}`;
  if (key === 'class' && value)
    return value
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => `.${name}`)
      .join(' ');
  return value ? `${key}="${value.replaceAll('"', '&quot;')}"` : key;
}

/**
 * Writes a directive back as Markdown source, for text that only looked like one, such as `Note:this` or
 * `10:30` (the directive syntax reads `:this` and `:30` as inline directives). The label's content is
 * kept as nodes between `before` and `after`.
 *
 * @example directiveSource({ name: 'badge', attributes: { type: 'tip' } }, ':', true)
 * // { before: ':badge[', after: ']{type="tip"}' }
 */
export function directiveSource(
  node: { name: string; attributes?: DirectiveAttributes | null | undefined },
  marker: string,
  hasLabel: boolean,
): DirectiveSource {
  const attributes = Object.entries(node.attributes ?? {});
  return {
    before: `${marker}${node.name}${hasLabel ? '[' : ''}`,
    after: `${hasLabel ? ']' : ''}${attributes.length > 0 ? `{${attributes.map(attributeSource).join(' ')}}` : ''}`,
  };
}
