import type { ComponentApi } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiTable } from './ApiTable';

const alert: ComponentApi = {
  name: 'Alert',
  description: 'A message that stands out.',
  props: [
    {
      name: 'type',
      type: "'success' | 'info' | 'warning' | 'error'",
      default: "'info'",
      values: ['success', 'info', 'warning', 'error'],
      required: false,
      description: 'The kind of message: `alert` role for errors.',
    },
    { name: 'title', type: 'string', default: null, values: null, required: true, description: 'A heading.' },
  ],
  events: [{ name: 'close', payload: 'MouseEvent', description: 'After closing.' }],
  slots: [{ name: 'default', description: 'The message.' }],
};

describe('ApiTable', () => {
  it('lists each prop with its type, default, accepted values and description', () => {
    render(<ApiTable api={alert} />);
    const props = screen.getByRole('region', { name: 'Props' });
    const row = within(props).getByRole('row', { name: /^type/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      "'success' | 'info' | 'warning' | 'error'",
      "'info'",
      'The kind of message: alert role for errors.One of: success, info, warning, error',
    ]);
    expect(within(row).getByText('alert').tagName).toBe('CODE');
    const title = within(props).getByRole('row', { name: /^title/ });
    expect(title).toHaveTextContent('required');
    expect(within(title).getAllByRole('cell')[1]).toHaveTextContent('—');
  });

  it('draws the inline Markdown of a description, and shows HTML and unsafe links as text', () => {
    const api: ComponentApi = {
      ...alert,
      props: [
        {
          name: 'tone',
          type: 'string',
          default: null,
          values: null,
          required: false,
          description:
            'The **tone**, *muted* or not; see [the guide](/en/guide/#tone). <b>Not bold</b> [no](javascript:alert(1)).',
        },
      ],
    };
    render(<ApiTable api={api} />);
    const cell = within(screen.getByRole('row', { name: /^tone/ })).getAllByRole('cell')[2];
    if (!cell) throw new Error('no description cell');
    expect(within(cell).getByText('tone').tagName).toBe('STRONG');
    expect(within(cell).getByText('muted').tagName).toBe('EM');
    expect(within(cell).getByRole('link', { name: 'the guide' })).toHaveAttribute('href', '/en/guide/#tone');
    expect(cell).toHaveTextContent('<b>Not bold</b>');
    expect(cell.querySelector('b')).toBeNull();
    expect(within(cell).queryByRole('link', { name: 'no' })).toBeNull();
    expect(cell).toHaveTextContent('no');
  });

  it('links the names of documented types in a type and a payload to their pages', async () => {
    const api: ComponentApi = {
      ...alert,
      props: [
        {
          name: 'tabs',
          type: 'TabProps[] | null',
          default: null,
          values: null,
          required: false,
          description: 'The tabs.',
        },
      ],
      events: [{ name: 'select', payload: 'Tab', description: 'When a tab is chosen.' }],
    };
    const { container } = render(
      <ApiTable api={api} typeLinks={{ TabProps: '/en/api/tab/', Tab: '/en/api/tab/' }} />,
    );
    const row = screen.getByRole('row', { name: /^tabs/ });
    expect(within(row).getByRole('link', { name: 'TabProps' })).toHaveAttribute('href', '/en/api/tab/');
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('TabProps[] | null');
    const event = screen.getByRole('row', { name: /^select/ });
    expect(within(event).getByRole('link', { name: 'Tab' })).toHaveAttribute('href', '/en/api/tab/');
    await expectNoAxeViolations(container);
  });

  it('says the range a numeric prop keeps to, in words', () => {
    const interval = {
      name: 'interval',
      type: 'number',
      default: '6000',
      values: null,
      required: false,
      description: 'Milliseconds between slides.',
    };
    const api = {
      ...alert,
      props: [
        { ...interval, range: { exclusiveMinimum: 0 } },
        { ...interval, name: 'length', range: { minimum: 1, maximum: 10 } },
      ],
    };
    render(<ApiTable api={api} labels={{ 'api.maximum': 'Höchstens {value}.' }} />);
    const props = screen.getByRole('region', { name: 'Props' });
    expect(within(props).getByRole('row', { name: /^interval/ })).toHaveTextContent(
      'Milliseconds between slides.Greater than 0.',
    );
    expect(within(props).getByRole('row', { name: /^length/ })).toHaveTextContent(
      'At least 1. Höchstens 10.',
    );
  });

  it('shows what a custom element adds: attributes, exposed members, CSS parts and custom properties', async () => {
    const badge: ComponentApi = {
      name: 'lectern-badge',
      tagName: 'lectern-badge',
      description: 'A badge.',
      props: [
        {
          name: 'closeLabel',
          type: 'string',
          default: "'Close'",
          values: null,
          required: false,
          description: 'The close button’s name.',
          attribute: 'close-label',
        },
      ],
      events: [],
      slots: [],
      exposed: [{ name: 'close', type: '() => void', description: 'Closes it.', since: '2.0' }],
      cssParts: [{ name: 'label', description: 'The text.' }],
      cssProperties: [{ name: '--badge-color', default: 'currentColor', description: 'Its colour.' }],
    };
    const { container } = render(<ApiTable api={badge} />);
    expect(screen.getByRole('row', { name: /^closeLabel/ })).toHaveTextContent('Attribute: close-label');
    expect(
      within(screen.getByRole('region', { name: 'Exposed' }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['() => void', expect.stringMatching(/^Closes it\.New in 2\.0/)]);
    expect(screen.getByText('New in 2.0')).toHaveAttribute('data-lens-since', '2.0');
    expect(screen.getByRole('region', { name: 'CSS parts' })).toHaveTextContent('::part(label)The text.');
    expect(screen.getByRole('region', { name: 'CSS custom properties' })).toHaveTextContent(
      '--badge-colorcurrentColorIts colour.',
    );
    expect([...container.querySelectorAll('tr[id]')].map((row) => row.id)).toEqual([
      'api-lectern-badge-props-closeLabel',
      'api-lectern-badge-exposed-close',
      'api-lectern-badge-css-parts-label',
      'api-lectern-badge-css-properties-badge-color',
    ]);
    await expectNoAxeViolations(container);
  });

  it('lists events with their payload and slots', () => {
    render(<ApiTable api={alert} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Events' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Events' })).getByRole('row', { name: /close/ }),
    ).toHaveTextContent('MouseEvent');
    expect(
      within(screen.getByRole('region', { name: 'Slots' })).getByRole('row', { name: /default/ }),
    ).toHaveTextContent('The message.');
  });

  it('gives each row an id, so a link or a search result can lead to one prop, event or slot', () => {
    const { container } = render(<ApiTable api={alert} />);
    expect([...container.querySelectorAll('tr[id]')].map((row) => row.id)).toEqual([
      'api-alert-props-type',
      'api-alert-props-title',
      'api-alert-events-close',
      'api-alert-slots-default',
    ]);
  });

  it('leaves out a kind the component has none of, and takes other texts', () => {
    render(<ApiTable api={{ ...alert, events: [], slots: [] }} labels={{ 'api.props': 'Eigenschaften' }} />);
    expect(screen.getByRole('heading', { name: 'Eigenschaften' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Events' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Slots' })).not.toBeInTheDocument();
  });

  it('scrolls each table in a box the keyboard reaches, named by its heading', async () => {
    render(<ApiTable api={alert} />);
    const box = screen.getByRole('region', { name: 'Props' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(within(box).getByRole('table')).toBeInTheDocument();
  });

  it('folds a union type between its members, and a name after its dots and between its words', () => {
    const config: ComponentApi = {
      ...alert,
      props: [{ ...(alert.props[0] as ComponentApi['props'][number]), name: 'labels.docFooter.next' }],
      events: [],
      slots: [],
    };
    render(<ApiTable api={config} />);
    const row = within(screen.getByRole('region', { name: 'Props' })).getByRole('row', { name: /^labels/ });
    const name = within(row).getByRole('rowheader').querySelector('code');
    expect(name?.querySelectorAll('wbr')).toHaveLength(3);
    expect(name).toHaveTextContent('labels.docFooter.next');
    const members = [...(within(row).getAllByRole('cell')[0]?.querySelectorAll('code > span') ?? [])];
    expect(members.map((member) => member.textContent)).toEqual([
      "'success'",
      "| 'info'",
      "| 'warning'",
      "| 'error'",
    ]);
  });

  it("leaves the column headings, the theme's words, out of search; the rows stay searchable", () => {
    render(<ApiTable api={alert} />);
    const table = within(screen.getByRole('region', { name: 'Props' })).getByRole('table');
    const [headings, rows] = within(table).getAllByRole('rowgroup');
    expect(headings).toHaveTextContent('NameTypeDefaultDescription');
    expect(headings).toHaveAttribute('data-pagefind-ignore', 'all');
    expect(rows?.closest('[data-pagefind-ignore]')).toBeNull();
  });

  it('says which props and events are deprecated, and why, and the version that added them', () => {
    render(
      <ApiTable
        api={{
          ...alert,
          props: [
            {
              ...alert.props[1],
              deprecated: 'Use `heading`.',
              since: '1.2.0',
            } as ComponentApi['props'][number],
          ],
          events: [{ ...alert.events[0], deprecated: '' } as ComponentApi['events'][number]],
        }}
      />,
    );
    const title = within(screen.getByRole('region', { name: 'Props' })).getByRole('row', { name: /^title/ });
    expect(within(title).getAllByRole('cell').at(-1)?.textContent).toMatch(
      /^A heading\.Deprecated\. Use heading\.New in 1\.2\.0/,
    );
    // A badge of the version lens, its note hidden until the lens finds it newer than the visitor's version.
    const badge = within(title).getByText('New in 1.2.0');
    expect(badge).toHaveAttribute('data-lens-since', '1.2.0');
    expect(within(badge).getByText(/after your version/)).not.toBeVisible();
    const close = within(screen.getByRole('region', { name: 'Events' })).getByRole('row', { name: /^close/ });
    expect(within(close).getAllByRole('cell').at(-1)?.textContent).toBe('After closing.Deprecated.');
  });

  it('badges what comparing versions found, and marks a removed row for the lens to hide', () => {
    render(
      <ApiTable
        api={{
          ...alert,
          props: [
            { ...alert.props[0], since: '1.1', changed: '2.0' } as ComponentApi['props'][number],
            { ...alert.props[1], removed: '2.0' } as ComponentApi['props'][number],
          ],
        }}
      />,
    );
    const props = within(screen.getByRole('region', { name: 'Props' }));
    const type = props.getByRole('row', { name: /^type/ });
    expect(within(type).getByText('New in 1.1')).toBeInTheDocument();
    expect(within(type).getByText('Changed in 2.0')).toHaveAttribute('data-lens-changed', '2.0');
    expect(type).not.toHaveAttribute('data-lens-removed');
    const title = props.getByRole('row', { name: /^title/ });
    expect(title).toHaveAttribute('data-lens-removed', '2.0');
    expect(within(title).getByText('Removed in 2.0')).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ApiTable api={alert} />);
    await expectNoAxeViolations(container);
  });
});
