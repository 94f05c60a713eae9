import { describe, expect, it } from 'vitest';
import { checkSearchIndexPluginOptions } from './search-index-plugin-options';

const pages = [{ url: '/', title: 'Home', content: 'Hello' }];

describe('checkSearchIndexPluginOptions', () => {
  it('finds nothing wrong with good options', () => {
    expect(checkSearchIndexPluginOptions({ pages })).toEqual([]);
    expect(checkSearchIndexPluginOptions({ pages: async () => pages })).toEqual([]);
    expect(
      checkSearchIndexPluginOptions({
        files: { include: ['src/pages/**/*.mdx'], exclude: ['**/_*'], url: String, language: () => 'en' },
        locales: ['en', 'zh-CN'],
        apiAnchor: false,
        labels: {},
        pagefind: { excludeSelectors: ['.demo'] },
        watch: 'src/data/*.json',
      }),
    ).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['no options', undefined, 'expected the options { pages } or { files } (got nothing)'],
    ['a list as the options', [], 'expected the options { pages } or { files } (got an empty list)'],
    [
      'neither pages nor files',
      {},
      'pages: expected the app\'s pages, a list of { url, title, content } or a function giving it, or files: a glob of their source files, e.g. { include: "src/pages/**/*.mdx" } (got neither pages nor files)',
    ],
    [
      'pages of the wrong kind',
      { pages: 'src/pages' },
      'pages: expected a list of { url, title, content } or a function giving it (got "src/pages")',
    ],
    [
      'a bad page in the list',
      { pages: [{ ...pages[0], url: 'home' }] },
      'pages[0].url: expected an address starting with "/" (got "home")',
    ],
    ['a misspelt option', { pages, locale: ['en'] }, 'locale: unknown option (did you mean "locales"?)'],
    [
      'an unknown option',
      { pages, output: 'dist' },
      'output: unknown option (the options are pages, files, locales, apiData, apiAnchor, labels, pagefind, watch)',
    ],
    [
      'empty locales',
      { pages, locales: [] },
      'locales: expected at least one language code, e.g. ["en"] (got an empty list)',
    ],
    [
      'a bad locale',
      { pages, locales: ['en_US'] },
      'locales[0]: expected a language code like "en" or "zh-CN" (got "en_US")',
    ],
    ['bad API data', { pages, apiData: [{ api: {}, url: '/a' }] }, 'apiData[0].api.name'],
    [
      'files that are a glob',
      { files: 'src/**/*.md' },
      'files: expected { include }, e.g. { include: "src/pages/**/*.mdx" } (got "src/**/*.md")',
    ],
    [
      'files without include',
      { files: {} },
      'files.include: expected a glob or a list of globs from the root, e.g. "src/pages/**/*.mdx" (got nothing)',
    ],
    [
      'an absolute include',
      { files: { include: '/src/*.md' } },
      'files.include: expected a glob or a list of globs from the root',
    ],
    [
      'an empty include list',
      { files: { include: [] } },
      'files.include: expected a glob or a list of globs from the root, e.g. "src/pages/**/*.mdx" (got an empty list)',
    ],
    [
      'an exclude glob not in a list',
      { files: { include: '*.md', exclude: '_*.md' } },
      'files.exclude: expected a list of globs (got "_*.md")',
    ],
    [
      'a url that is not a function',
      { files: { include: '*.md', url: '/docs/' } },
      'files.url: expected a function of the file\'s path (got "/docs/")',
    ],
    [
      'a language that is not a function',
      { files: { include: '*.md', language: 'en' } },
      'files.language: expected a function of the file\'s path (got "en")',
    ],
    [
      'a misspelt files option',
      { files: { includes: '*.md' } },
      'files.includes: unknown option (did you mean "include"?)',
    ],
    [
      'an apiAnchor that is not a function',
      { pages, apiAnchor: true },
      'apiAnchor: expected a function or false (got true)',
    ],
    ['labels that are not an object', { pages, labels: 'en' }, 'labels: expected an object (got "en")'],
    [
      'pagefind settings in a list',
      { pages, pagefind: [] },
      'pagefind: expected an object (got an empty list)',
    ],
    [
      'a watch glob that is not text',
      { pages, watch: [42] },
      'watch: expected a glob or a list of globs, e.g. "src/data/*.json" (got a list)',
    ],
  ])('reports %s', (_name, options, problem) => {
    const problems = checkSearchIndexPluginOptions(options);
    expect(
      problems.some((found) => found.startsWith(problem)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('reports every problem at once', () => {
    expect(checkSearchIndexPluginOptions({ pages: 1, locales: 'en', files: { include: '' } })).toHaveLength(
      3,
    );
  });
});
