import { describe, expect, it } from 'vitest';
import type { ConfigSource } from './config-mapping.js';
import { docusaurusDoc } from './docusaurus-docs.js';
import {
  type CategoryMeta,
  generatedItems,
  mapDocusaurusItems,
  type SidebarDoc,
  sidebarPrefix,
} from './docusaurus-sidebar.js';
import { NoteList } from './migration.js';

function doc(file: string, extra: Partial<SidebarDoc> = {}, frontmatter = {}): SidebarDoc {
  const found = docusaurusDoc(file, frontmatter);
  return { ...found, order: found.prefixOrder, ...extra };
}

function context(docs: SidebarDoc[], categories: Record<string, CategoryMeta> = {}) {
  const at: ConfigSource = { file: 'sidebars.js', source: '', notes: new NoteList() };
  return {
    docs: new Map(docs.map((entry) => [entry.id, entry])),
    categories: new Map(Object.entries(categories)),
    at,
    translations: new Map([['Guides', { fr: 'Guides pratiques' }]]),
  };
}

describe('generatedItems', () => {
  it('lists a folder by position, then name; sub-folders become categories with their _category_ file and index page', () => {
    const docs = [
      doc('intro.md', { order: 1 }),
      doc('zeta.md'),
      doc('alpha.md'),
      doc('02-api/index.md'),
      doc('02-api/button.md', { order: 2 }),
      doc('02-api/toggle.md', { order: 1 }),
    ];
    expect(
      generatedItems('.', context(docs, { '02-api': { label: 'API reference', collapsed: false } })),
    ).toEqual([
      { slug: 'intro' },
      {
        text: 'API reference',
        link: '/api/',
        items: [{ slug: 'api/toggle' }, { slug: 'api/button' }],
        collapsed: false,
      },
      { slug: 'alpha' },
      { slug: 'zeta' },
    ]);
  });

  it('makes the docs’ root page a link (a slug cannot be empty)', () => {
    expect(generatedItems('', context([doc('intro.md', { title: 'Welcome' }, { slug: '/' })]))).toEqual([
      { text: 'Welcome', link: '/' },
    ]);
  });
});

describe('mapDocusaurusItems', () => {
  it('maps ids, docs with labels, links, categories (their doc link not repeated), shorthand categories', () => {
    const docs = [doc('intro.md'), doc('guides/index.md'), doc('guides/setup.md')];
    const items = mapDocusaurusItems(
      [
        'intro',
        { type: 'doc', id: 'guides/setup', label: 'Set up' },
        { type: 'link', label: 'Storybook', href: 'https://x.test' },
        {
          type: 'category',
          label: 'Guides',
          link: { type: 'doc', id: 'guides/index' },
          items: ['guides/index', 'guides/setup'],
        },
        { More: ['intro'] },
        { type: 'html', value: '<hr>' },
        'missing',
      ],
      context(docs),
      'docs',
    );
    expect(items).toEqual([
      { slug: 'intro' },
      { slug: 'guides/setup', text: 'Set up' },
      { text: 'Storybook', link: 'https://x.test' },
      {
        text: 'Guides',
        translations: { fr: 'Guides pratiques' },
        link: '/guides/',
        items: [{ slug: 'guides/setup' }],
        collapsed: true,
      },
      { text: 'More', items: [{ slug: 'intro' }], collapsed: true },
    ]);
  });

  it('notes the items it leaves out', () => {
    const ctx = context([]);
    mapDocusaurusItems([{ type: 'html', value: '<hr>' }, 'missing'], ctx, 'docs');
    expect(ctx.at.notes.sorted().map((note) => note.message)).toEqual([
      'docs[0] (a "html" item) has no equivalent in Lectern: left out',
      'docs[1] names the doc "missing", which is not in the docs folder: left out',
    ]);
  });
});

describe('sidebarPrefix', () => {
  it.each([
    [[{ slug: 'api/a' }, { text: 'g', items: [{ slug: 'api/b' }] }], '/api/'],
    [[{ slug: 'api/a' }, { slug: 'guide/b' }], '/'],
    [[], '/'],
  ])('%j → %s', (items, prefix) => {
    expect(sidebarPrefix(items)).toBe(prefix);
  });
});
