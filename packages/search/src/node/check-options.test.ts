import { describe, expect, it } from 'vitest';
import { checkBuildOptions, checkIndexContentOptions } from './check-options';

const api = { name: 'Alert', description: 'A message.', props: [], events: [], slots: [] };
const fine = { siteDir: 'dist', locales: ['en', 'zh-CN', 'eo-UY'] };

describe('checkBuildOptions', () => {
  it('finds nothing wrong with good options', () => {
    expect(checkBuildOptions(fine)).toEqual([]);
    expect(
      checkBuildOptions({
        ...fine,
        outputSubdir: 'search/pagefind',
        indexHtmlFiles: false,
        pages: [{ url: '/a', title: 'A', content: 'Text', language: 'eo-UY' }],
        apiData: [
          { api, url: '/{locale}/components/alert/' },
          { api, url: { en: '/en/alert/', 'zh-CN': '/zh-CN/alert/' }, component: 'v-alert' },
        ],
      }),
    ).toEqual([]);
  });

  it.each([
    [{ siteDir: undefined }, 'siteDir: expected the folder of the built site, e.g. "dist" (got nothing)'],
    [{ siteDir: 42 }, 'siteDir: expected the folder of the built site, e.g. "dist" (got 42)'],
    [{ locales: [] }, 'locales: expected at least one language code, e.g. ["en"] (got an empty list)'],
    [{ locales: 'en' }, 'locales: expected at least one language code, e.g. ["en"] (got "en")'],
    [{ locales: ['en', null] }, 'locales[1]: expected a language code like "en" or "zh-CN" (got null)'],
    [{ locales: [{}] }, 'locales[0]: expected a language code like "en" or "zh-CN" (got an object)'],
    [
      { outputSubdir: '/abs' },
      'outputSubdir: expected a folder inside siteDir, e.g. "pagefind" (got "/abs")',
    ],
    [
      { outputSubdir: 'a/../b' },
      'outputSubdir: expected a folder inside siteDir, e.g. "pagefind" (got "a/../b")',
    ],
    [{ outputSubdir: '' }, 'outputSubdir: expected a folder inside siteDir, e.g. "pagefind" (got "")'],
    [{ apiData: {} }, 'apiData: expected a list of components (got an object)'],
    [{ apiData: [null] }, 'apiData[0]: expected { api, url } (got null)'],
    [{ apiData: [[1]] }, 'apiData[0]: expected { api, url } (got a list)'],
    [
      { apiData: [{ api, url: 7 }] },
      'apiData[0].url: expected the component page\'s address, e.g. "/{locale}/components/alert/" (got 7)',
    ],
    [
      { apiData: [{ api, url: '//cdn/alert' }] },
      'apiData[0].url: expected an address starting with "/" (got "//cdn/alert")',
    ],
    [
      { apiData: [{ api, url: { 'zh-CN': 'alert' } }] },
      'apiData[0].url["zh-CN"]: expected an address starting with "/" (got "alert")',
    ],
    [
      { apiData: [{ api, url: '/a/', component: ' ' }] },
      'apiData[0].component: expected a name like "alert" (got " ")',
    ],
    [{ apiData: [{ api: { ...api, name: '' }, url: '/a/' }] }, 'apiData[0].api.name:'],
    [{ apiData: [{ api: { ...api, colour: 'red' }, url: '/a/' }] }, 'apiData[0].api: unknown field "colour"'],
    [{ indexHtmlFiles: 'no' }, 'indexHtmlFiles: expected true or false (got "no")'],
    [
      { pages: [{ url: '/', title: 'Home' }] },
      'pages[0]: expected its text as content (Markdown) or as html',
    ],
    [
      { pages: [{ url: '/', title: 'Home', content: '', language: 'fr' }] },
      'pages[0].language: expected one of the locales "en", "zh-CN", "eo-UY" (got "fr")',
    ],
  ])('reports %j', (change, problem) => {
    const problems = checkBuildOptions({ ...fine, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });
});

describe('checkIndexContentOptions', () => {
  it('checks what goes into an index, without a site folder', () => {
    expect(checkIndexContentOptions({ locales: ['en'], pages: [] })).toEqual([]);
    expect(checkIndexContentOptions({ locales: ['en'], pages: 'all' })).toEqual([
      'pages: expected a list of { url, title, content } (got "all")',
    ]);
  });
});
