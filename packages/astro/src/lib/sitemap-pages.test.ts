import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sitemapFilter } from './sitemap-pages';

const root = mkdtempSync(join(tmpdir(), 'lectern-sitemap-'));
for (const file of [
  'en/index.mdx',
  'en/guide/intro.mdx',
  'en/guide/navigation.md',
  'en/components/index.mdx',
  'zh-cn/index.mdx',
  'zh-cn/guide/intro.mdx',
  'zh-cn/components/index.md',
]) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), '---\ntitle: x\n---\n');
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const locales = [
  { locale: 'en', title: 'English', enabled: true },
  { locale: 'zh-CN', title: '简体中文', alternate: 'zh-Hans', enabled: true },
  { locale: 'eo-UY', title: 'Help translate', enabled: true },
  { locale: 'ja', title: '日本語', enabled: false },
];
const include = sitemapFilter(root, locales, 'en');
const site = 'https://lectern.dev';

describe('sitemapFilter', () => {
  it('keeps every page of the default language', () => {
    expect(include(`${site}/en/`)).toBe(true);
    expect(include(`${site}/en/guide/navigation/`)).toBe(true);
  });

  it('keeps translated pages, whatever the case of the language folder', () => {
    expect(include(`${site}/zh-CN/`)).toBe(true);
    expect(include(`${site}/zh-CN/guide/intro/`)).toBe(true);
    expect(include(`${site}/zh-CN/components/`)).toBe(true);
  });

  it('leaves out pages shown in English because they are not translated yet', () => {
    expect(include(`${site}/zh-CN/guide/navigation/`)).toBe(false);
    expect(include(`${site}/eo-UY/guide/intro/`)).toBe(false);
    expect(include(`${site}/eo-UY/`)).toBe(false);
  });

  it('leaves out the not-found pages', () => {
    expect(include(`${site}/404/`)).toBe(false);
    expect(include(`${site}/zh-CN/404/`)).toBe(false);
  });

  it('keeps pages outside the languages, such as the language picker', () => {
    expect(include(`${site}/`)).toBe(true);
    expect(include(`${site}/ja/guide/intro/`)).toBe(true);
  });
});
