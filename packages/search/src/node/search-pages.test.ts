import { describe, expect, it } from 'vitest';
import { checkSearchPages, searchPageDocument } from './search-pages';

const page = { url: '/guide/install', title: 'Install', content: 'Run it.' };

describe('checkSearchPages', () => {
  it('finds nothing wrong with good pages', () => {
    expect(
      checkSearchPages(
        [
          page,
          { url: '/', title: 'Home', html: '<p>Hi</p>' },
          { ...page, language: 'zh-CN' },
          { url: '/guide/', title: 'Guide', content: '', source: 'src/pages/guide.md' },
        ],
        ['en', 'zh-CN'],
      ),
    ).toEqual([]);
    expect(checkSearchPages([], ['en'])).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    [
      'a list that is not one',
      { url: '/' },
      'pages: expected a list of { url, title, content } (got an object)',
    ],
    [
      'a description that is not text',
      [{ ...page, description: 42 }],
      'pages[0].description: expected a sentence (got 42)',
    ],
    ['a page that is not an object', [null], 'pages[0]: expected { url, title, content } (got null)'],
    [
      'a relative address',
      [{ ...page, url: 'guide' }],
      'pages[0].url: expected an address starting with "/" (got "guide")',
    ],
    [
      'an address on another host',
      [{ ...page, url: '//cdn/x' }],
      'pages[0].url: expected an address starting with "/" (got "//cdn/x")',
    ],
    [
      'no address',
      [{ title: 'A', content: '' }],
      'pages[0].url: expected an address starting with "/" (got nothing)',
    ],
    ['an empty title', [{ ...page, title: ' ' }], 'pages[0].title: expected the page\'s title (got " ")'],
    [
      'no text',
      [{ url: '/', title: 'A' }],
      'pages[0]: expected its text as content (Markdown) or as html (got neither)',
    ],
    ['both texts', [{ ...page, html: '<p></p>' }], 'pages[0]: expected content or html, not both'],
    [
      'content that is not text',
      [{ ...page, content: 42 }],
      "pages[0].content: expected the page's text as Markdown (got 42)",
    ],
    [
      'html that is not text',
      [{ url: '/', title: 'A', html: ['<p>'] }],
      "pages[0].html: expected the page's content as HTML (got a list)",
    ],
    [
      'a language that is not a locale',
      [{ ...page, language: 'fr' }],
      'pages[0].language: expected one of the locales "en", "zh-CN" (got "fr")',
    ],
    [
      'the same address twice in one language',
      [page, { ...page, title: 'Again' }],
      'pages[1].url: "/guide/install" is also the address of pages[0]',
    ],
    [
      'a file with a bad address',
      [{ ...page, url: 'x', source: 'src/x.md' }],
      'src/x.md: url: expected an address starting with "/" (got "x")',
    ],
  ])('reports %s', (_name, pages, problem) => {
    expect(checkSearchPages(pages, ['en', 'zh-CN'])).toEqual([problem]);
  });

  it('names the list as it was given', () => {
    expect(checkSearchPages([{ ...page, url: 7 }], ['en'], 'pages()')).toEqual([
      'pages()[0].url: expected an address starting with "/" (got 7)',
    ]);
  });
});

describe('searchPageDocument', () => {
  it('puts the page in its language, its title as the h1 and its text in the indexed body', () => {
    expect(searchPageDocument({ ...page, content: '# Install\n\n## With pnpm\n\nRun it.' }, 'en')).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Install</title></head>' +
        '<body><main data-pagefind-body><h1>Install</h1><h2 id="with-pnpm">With pnpm</h2>\n<p>Run it.</p>\n</main></body></html>',
    );
  });

  it('keeps HTML as given, and escapes the title and the language', () => {
    const html = searchPageDocument(
      { url: '/', title: 'Tom & <Jerry>', html: '<h2 id="x">X</h2>', language: 'zh-CN' },
      'en',
    );
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<h1>Tom &#38; &#60;Jerry&#62;</h1><h2 id="x">X</h2></main>');
  });

  it('gives Pagefind the description as metadata, which the ranking weighs', () => {
    expect(searchPageDocument({ ...page, description: 'Pages & "sidebars"' }, 'en')).toContain(
      '<title>Install</title><meta name="description" content="Pages &#38; &#34;sidebars&#34;" data-pagefind-meta="description[content]"></head>',
    );
  });
});
