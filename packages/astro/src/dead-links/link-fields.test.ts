import { describe, expect, it } from 'vitest';
import { linkFields } from './link-fields.js';

describe('linkFields', () => {
  it('finds every link of the theme settings with its field, as written in code', () => {
    const theme = {
      logoLink: '/',
      nav: [
        { text: 'Guide', link: '/guide/' },
        { text: 'More', items: [{ text: 'API', link: '/api/' }] },
      ],
      sidebar: {
        '/guide/': [
          {
            text: 'Guide',
            items: [
              { text: 'Intro', link: '/guide/' },
              { text: 'Setup', link: 'setup' },
            ],
          },
        ],
        '/reference/': {
          base: '/reference/',
          items: [{ text: 'API', base: 'api/', items: [{ text: 'A', link: 'a' }] }],
        },
      },
      banner: { id: 'x', text: 'New', link: '/news/', linkText: 'Read' },
      socialLinks: [{ icon: 'github', link: 'https://github.com/x' }],
      siteTitle: 'Docs',
    };
    expect(linkFields(theme, ['link', 'logoLink'])).toEqual([
      { field: 'logoLink', link: '/', base: undefined },
      { field: 'nav[0].link', link: '/guide/', base: undefined },
      { field: 'nav[1].items[0].link', link: '/api/', base: undefined },
      { field: 'sidebar["/guide/"][0].items[0].link', link: '/guide/', base: undefined },
      { field: 'sidebar["/guide/"][0].items[1].link', link: 'setup', base: undefined },
      { field: 'sidebar["/reference/"].items[0].items[0].link', link: 'a', base: '/reference/api/' },
      { field: 'banner.link', link: '/news/', base: undefined },
      { field: 'socialLinks[0].link', link: 'https://github.com/x', base: undefined },
    ]);
  });

  it.each([
    ['nothing', undefined, []],
    ['a string', 'link', []],
    ['an empty list', [], []],
    ['a link that is not a string', { link: 42 }, []],
    [
      'frontmatter links',
      { hero: { actions: [{ link: '/a/' }] }, next: { href: '/b/' } },
      ['hero.actions[0].link', 'next.href'],
    ],
  ])('in %s finds %j', (_name, value, fields) => {
    expect(linkFields(value, ['link', 'href']).map((found) => found.field)).toEqual(fields);
  });
});
