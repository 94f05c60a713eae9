import { describe, expect, it } from 'vitest';
import { apiPages, englishSources } from './api-pages';

const api = (name: string) => ({ name, description: `${name}.`, props: [], events: [], slots: [] });

describe('apiPages', () => {
  it('lists the library by file name, then the theme apart, each alphabetically', () => {
    const pages = apiPages(
      [
        { id: 'rating', data: api('Rating') },
        { id: 'footer', data: api('Footer') },
      ],
      [
        {
          id: 'nav-bar',
          data: { ...api('NavBar'), source: '../../packages/theme-react/src/components/NavBar/NavBar.tsx' },
        },
        { id: 'footer', data: api('Footer') },
      ],
      new Map([['footer', '/{locale}/components/footer/']]),
    );
    expect(pages.map((page) => [page.slug, page.origin, page.docPage, page.source])).toEqual([
      ['footer', 'library', '/{locale}/components/footer/', undefined],
      ['rating', 'library', undefined, undefined],
      ['theme-footer', 'theme', undefined, undefined],
      ['theme-nav-bar', 'theme', undefined, 'packages/theme-react/src/components/NavBar/NavBar.tsx'],
    ]);
  });
});

describe('englishSources', () => {
  it('keys each source by its path under the English pages', () => {
    expect(englishSources({ '/src/content/docs/en/components/alert.mdx': 'x' })).toEqual({
      'components/alert.mdx': 'x',
    });
  });
});
