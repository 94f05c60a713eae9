import type { LocaleEntry } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { contentEntryId, contentPages } from './page-sources.js';

const locales: LocaleEntry[] = [
  { title: 'English', locale: 'en', enabled: true },
  { title: '简体中文', locale: 'zh-CN', enabled: true },
  { title: 'Deutsch', locale: 'de', enabled: false },
];

const files = [
  'en/index.md',
  'en/guide/index.mdx',
  'en/guide/intro.md',
  'en/Guide/Getting Started.md',
  'en/reference/api.mdx',
  'zh-cn/guide/intro.md',
  'de/guide/intro.md',
  'notes.txt',
];

const pages = contentPages(files, { contentDir: './src/content/docs/', locales, defaultLocale: 'en' });

describe('contentEntryId', () => {
  it.each([
    ['en/index.md', 'en'],
    ['en/guide/index.mdx', 'en/guide'],
    ['en/guide/intro.md', 'en/guide/intro'],
    ['zh-CN/Guide/Getting Started.md', 'zh-cn/guide/getting-started'],
    ['en/release-1.0.md', 'en/release-10'],
  ])('%s is the entry %s', (file, id) => {
    expect(contentEntryId(file)).toBe(id);
  });
});

describe('contentPages.sourceOf', () => {
  it.each([
    ['/en/', { file: 'src/content/docs/en/index.md', fallback: false }],
    ['/en/guide/', { file: 'src/content/docs/en/guide/index.mdx', fallback: false }],
    ['/en/guide/intro/', { file: 'src/content/docs/en/guide/intro.md', fallback: false }],
    ['/en/guide/getting-started/', { file: 'src/content/docs/en/Guide/Getting Started.md', fallback: false }],
    ['/zh-CN/guide/intro/', { file: 'src/content/docs/zh-cn/guide/intro.md', fallback: false }],
    ['/zh-cn/guide/intro/', { file: 'src/content/docs/zh-cn/guide/intro.md', fallback: false }],
    ['/zh-CN/guide/', { file: 'src/content/docs/en/guide/index.mdx', fallback: true }],
    ['/zh-CN/', { file: 'src/content/docs/en/index.md', fallback: true }],
    ['/en/missing/', undefined],
    ['/de/guide/intro/', undefined],
    ['/', undefined],
    ['/api/', undefined],
    ['/en/%E0%A4%A/', undefined],
  ])('%s shows %j', (address, source) => {
    expect(pages.sourceOf(address)).toEqual(source);
  });
});

describe('contentPages.fileToCreate', () => {
  it.each([
    ['/en/', 'src/content/docs/en/index.md'],
    ['/en/guide/setup/', 'src/content/docs/en/guide/setup.md'],
    ['/en/guide/setup', 'src/content/docs/en/guide/setup.md'],
    ['/en/reference/', 'src/content/docs/en/reference/index.md'],
    ['/zh-CN/guide/setup/', 'src/content/docs/en/guide/setup.md'],
    ['/en/logo.png', undefined],
    ['/en/404/', undefined],
    ['/de/guide/', undefined],
    ['/guide/', undefined],
    ['/', undefined],
  ])('%s is made by %s', (address, file) => {
    expect(pages.fileToCreate(address)).toBe(file);
  });

  it("writes the default language's folder as it is on disk, or by its code in an empty site", () => {
    const lowerCase = contentPages(['EN/guide.md'], { contentDir: 'docs', locales, defaultLocale: 'en' });
    expect(lowerCase.fileToCreate('/en/')).toBe('docs/EN/index.md');
    const empty = contentPages([], { contentDir: 'src/content/docs', locales, defaultLocale: 'en' });
    expect(empty.fileToCreate('/en/')).toBe('src/content/docs/en/index.md');
    expect(empty.sourceOf('/en/')).toBeUndefined();
  });
});
