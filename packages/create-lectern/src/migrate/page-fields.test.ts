import { describe, expect, it } from 'vitest';
import { firstHeading, frontmatterLinks, mapVitePressFields, titled } from './page-fields.js';

const links = frontmatterLinks('zh', ['zh']);

describe('mapVitePressFields', () => {
  it('maps a home page: hero buttons and feature links get the page’s language, themes Lectern knows', () => {
    const { data, unknown } = mapVitePressFields(
      {
        layout: 'home',
        hero: {
          name: 'Kit',
          actions: [
            { theme: 'brand', text: 'Go', link: '/zh/guide/' },
            { theme: 'outline', text: 'API', link: 'https://x.test' },
          ],
          extra: 1,
        },
        features: [{ title: 'Fast', link: '/guide/speed.html' }],
      },
      links,
      { body: '' },
    );
    expect(data).toEqual({
      title: 'Kit',
      layout: 'home',
      hero: {
        name: 'Kit',
        actions: [
          { text: 'Go', link: '/zh/guide/', theme: 'brand' },
          { text: 'API', link: 'https://x.test', theme: 'alt' },
        ],
      },
      features: [{ title: 'Fast', link: '/zh/guide/speed/' }],
    });
    expect(unknown).toEqual([{ field: 'hero.extra', message: 'has no equivalent in Lectern: left out' }]);
  });

  it('leaves out a sidebar value Lectern does not read (VuePress’s auto), saying so', () => {
    const { data, unknown } = mapVitePressFields({ sidebar: 'auto', sidebarDepth: 2 }, links, { body: '' });
    expect(data).toEqual({ sidebarDepth: 2 });
    expect(unknown).toEqual([
      { field: 'sidebar', message: '"auto" is not a value Lectern reads (true or false): left out' },
      { field: 'sidebarDepth', message: 'is not a field Lectern reads: kept as written' },
    ]);
  });

  it('leaves out a hero button without text, which the old theme drew with its own styles', () => {
    const { data, unknown } = mapVitePressFields(
      {
        layout: 'home',
        hero: {
          actions: [
            { text: ' ', link: 'https://x.test/course', theme: 'cta course' },
            { text: 'Start', link: '/guide/' },
          ],
        },
      },
      links,
      { body: '' },
    );
    expect(data.hero).toEqual({ actions: [{ text: 'Start', link: '/zh/guide/' }] });
    expect(unknown).toEqual([
      {
        field: 'hero.actions[0]',
        message: 'has no text (https://x.test/course): left out; give it a label to keep it',
      },
    ]);
  });

  it('keeps sidebar: false, prev/next and the fields both read alike; lists the others', () => {
    const { data, unknown } = mapVitePressFields(
      {
        description: 'd',
        sidebar: false,
        prev: false,
        next: { text: 'On', link: '/guide/b' },
        outline: 'deep',
        layout: 'custom',
        badge: 'x',
      },
      links,
      { body: '' },
    );
    expect(data).toEqual({
      description: 'd',
      sidebar: false,
      prev: false,
      next: { text: 'On', link: '/zh/guide/b/' },
      outline: 'deep',
      badge: 'x',
    });
    expect(unknown.map((entry) => entry.field)).toEqual(['layout', 'badge']);
  });
});

describe('titled', () => {
  it.each([
    [
      'a page with a title and a # heading shows the heading: the title is left out',
      { title: 'T' },
      '# Heading\n',
      {},
    ],
    ['a page with a title and no heading keeps it', { title: 'T' }, 'text', { title: 'T' }],
    [
      'a home page without a title takes its hero’s name',
      { layout: 'home', hero: { name: 'Kit' } },
      '',
      { title: 'Kit', layout: 'home', hero: { name: 'Kit' } },
    ],
    [
      'a home page without hero name takes the site’s title',
      { layout: 'home' },
      '',
      { title: 'Site', layout: 'home' },
    ],
  ])('%s', (_, data, body, expected) => {
    expect(titled(data, { body, siteTitle: 'Site' })).toEqual(expected);
  });

  it('finds the first heading outside fenced code', () => {
    expect(firstHeading('```md\n# not this\n```\n\n# This one\n')).toBe('This one');
    expect(firstHeading('## only h2')).toBeUndefined();
  });
});

describe('frontmatterLinks', () => {
  const links = frontmatterLinks('es', ['es'], undefined, '/es/guide/');
  it.each([
    ['/es/guide/setup', '/es/guide/setup/'],
    ['./setup', '/es/guide/setup/'],
    ['../reference/api.md#props', '/es/reference/api/#props'],
    ['es/guide/setup', '/es/guide/setup/'],
    ['https://x.test', 'https://x.test'],
    ['#top', '#top'],
  ])('%s from /es/guide/ → %s', (link, expected) => {
    expect(links(link)).toBe(expected);
  });
});
