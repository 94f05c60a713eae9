import { describe, expect, it } from 'vitest';
import { fromRoot } from './config-mapping.js';
import { contentFile, pageSlug, siteLink } from './site-paths.js';

describe('siteLink', () => {
  it.each([
    ['/guide/setup', [], '/guide/setup/', undefined],
    ['/guide/setup.html', [], '/guide/setup/', undefined],
    ['/guide/setup.md#install', [], '/guide/setup/#install', undefined],
    ['/guide/', [], '/guide/', undefined],
    ['/guide/index.html', [], '/guide/', undefined],
    ['/', [], '/', undefined],
    ['/zh/guide/setup', ['zh'], '/guide/setup/', 'zh'],
    ['/zh/', ['zh'], '/', 'zh'],
    ['/files/guide.pdf', [], '/files/guide.pdf', undefined],
    ['/Guide/Getting Started', [], '/guide/getting-started/', undefined],
    ['https://example.com/x', ['zh'], 'https://example.com/x', undefined],
    ['relative/link', [], 'relative/link', undefined],
  ])('%s (languages %j) → %s', (link, prefixes, expected, locale) => {
    expect(siteLink(link, prefixes)).toEqual({ link: expected, locale });
  });

  it('leaves out the prefix the pages were under', () => {
    expect(siteLink('/docs/guides/setup', [], 'docs').link).toBe('/guides/setup/');
    expect(siteLink('/fr/docs/', ['fr'], 'docs')).toEqual({ link: '/', locale: 'fr' });
  });
});

describe('pageSlug and contentFile', () => {
  it.each([
    ['index.md', ''],
    ['guide/index.md', 'guide'],
    ['guide/Setup Steps.md', 'guide/setup-steps'],
    ['reference/api.mdx', 'reference/api'],
  ])('%s is the page %j', (file, slug) => {
    expect(pageSlug(file)).toBe(slug);
  });

  it('keeps a page’s path as written, so that relative links to it and from it lead where they did', () => {
    expect(contentFile('en', 'guide/index.md')).toBe('src/content/docs/en/guide/index.md');
    expect(contentFile('zh', 'Guide/Setup.MDX')).toBe('src/content/docs/zh/Guide/Setup.mdx');
    expect(contentFile('en', 'api/@scope/pkg.Store.md')).toBe('src/content/docs/en/api/@scope/pkg.Store.md');
  });
});

describe('fromRoot', () => {
  it.each([
    ['guide/setup', '/guide/setup'],
    ['/guide/', '/guide/'],
    ['#top', '#top'],
    ['https://x.test', 'https://x.test'],
    ['mailto:a@x.test', 'mailto:a@x.test'],
  ])('%s → %s', (link, expected) => {
    expect(fromRoot(link)).toBe(expected);
  });
});
