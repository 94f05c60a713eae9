import { type ApiProp, type ComponentApi, rangeLimits, translate } from '@lectern/theme-core';

/** How {@link apiMarkdown} writes the tables. */
export interface ApiMarkdownOptions {
  /** The level of the tables' headings (Props, Events, Slots). Default: 3. */
  headingLevel?: number | undefined;
  /** Names the tables after the component ("Alert props" rather than "Props"). */
  qualified?: boolean | undefined;
}

/** A table cell: one line, pipes escaped. */
function cell(text: string | null | undefined): string {
  return (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/** A Markdown table. */
export function markdownTable(headings: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${headings.join(' | ')} |`,
    `| ${headings.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** A prop's description with what the table shows under it: its attribute, range and values. */
function propDescription(prop: ApiProp): string {
  const range = prop.range
    ? rangeLimits(prop.range).map(([limit, value]) =>
        translate(`api.${limit}`, { params: { value: String(value) } }),
      )
    : [];
  return [
    prop.description,
    prop.attribute ? `${translate('api.attribute')} \`${prop.attribute}\`.` : '',
    ...range,
    prop.values ? `${translate('api.values')} ${prop.values.map((value) => `\`${value}\``).join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A component's API tables in Markdown, for a page's Markdown source: its props, events and slots, and
 * what its instance exposes, its CSS parts and custom properties, each under a heading, leaving out a kind
 * it has none of.
 *
 * @example apiMarkdown(alertApi, { headingLevel: 4 }) // '#### Props\n\n| Prop | Type | Default | Description |…'
 */
export function apiMarkdown(
  api: ComponentApi,
  { headingLevel = 3, qualified = false }: ApiMarkdownOptions = {},
): string {
  const hashes = '#'.repeat(Math.min(6, Math.max(2, Math.trunc(headingLevel) || 3)));
  // "Alert props", "counter-badge CSS parts": a word is lowercased, an abbreviation kept.
  const lower = (kind: string) => kind.replace(/^[A-Z][a-z]/, (first) => first.toLowerCase());
  const title = (kind: string) => `${hashes} ${qualified ? `${api.name} ${lower(kind)}` : kind}`;
  const parts: string[] = [];
  if (api.props.length > 0) {
    parts.push(
      title('Props'),
      markdownTable(
        ['Prop', 'Type', 'Default', 'Description'],
        api.props.map((prop) => [
          `\`${prop.name}\`${prop.required ? ' (required)' : ''}`,
          `\`${prop.type}\``,
          prop.default === null ? '' : `\`${prop.default}\``,
          propDescription(prop),
        ]),
      ),
    );
  }
  if (api.events.length > 0) {
    parts.push(
      title('Events'),
      markdownTable(
        ['Event', 'Payload', 'Description'],
        api.events.map((event) => [`\`${event.name}\``, `\`${event.payload}\``, event.description]),
      ),
    );
  }
  if (api.slots.length > 0) {
    parts.push(
      title('Slots'),
      markdownTable(
        ['Slot', 'Description'],
        api.slots.map((slot) => [`\`${slot.name}\``, slot.description]),
      ),
    );
  }
  if (api.exposed?.length) {
    parts.push(
      title('Exposed'),
      markdownTable(
        ['Member', 'Type', 'Description'],
        api.exposed.map((member) => [`\`${member.name}\``, `\`${member.type}\``, member.description]),
      ),
    );
  }
  if (api.cssParts?.length) {
    parts.push(
      title('CSS parts'),
      markdownTable(
        ['Part', 'Description'],
        api.cssParts.map((part) => [`\`::part(${part.name})\``, part.description]),
      ),
    );
  }
  if (api.cssProperties?.length) {
    parts.push(
      title('CSS custom properties'),
      markdownTable(
        ['Property', 'Default', 'Description'],
        api.cssProperties.map((property) => [
          `\`${property.name}\``,
          property.default === null ? '' : `\`${property.default}\``,
          property.description,
        ]),
      ),
    );
  }
  return parts.join('\n\n');
}
