import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staticRedirectPages } from '../generate/static-redirect-pages';
import { findSitePages, pagePathOf } from './find-site-pages';

describe('pagePathOf', () => {
  it.each([
    ['index.html', '/'],
    ['en/index.html', '/en/'],
    ['zh-CN/components/menus/index.html', '/zh-CN/components/menus/'],
    ['404.html', '/404'],
    ['en/guide/intro.html', '/en/guide/intro'],
    ['en/not-index.html', '/en/not-index'],
  ])('reads %s as the page %s', (file, page) => {
    expect(pagePathOf(file)).toBe(page);
  });
});

describe('findSitePages', () => {
  let site: string;
  const put = async (path: string, text = '<!doctype html><title>page</title>') => {
    await mkdir(dirname(join(site, path)), { recursive: true });
    await writeFile(join(site, path), text);
  };

  beforeEach(async () => {
    site = await mkdtemp(join(tmpdir(), 'lectern-pages-'));
  });
  afterEach(async () => {
    await rm(site, { recursive: true, force: true });
  });

  it('lists the HTML pages of a site, sorted, without assets and redirect pages', async () => {
    await put('index.html');
    await put('404.html');
    await put('en/index.html');
    await put('en/components/menus/index.html');
    await put('zh-CN/guide/intro.html');
    await put('_astro/app.js', 'console.log(1)');
    await put('en/feed.xml', '<rss/>');
    await mkdir(join(site, 'empty.html'));
    for (const page of staticRedirectPages({ 'quick-start': '/en/' })) await put(page.path, page.html);
    expect(await findSitePages(site)).toEqual([
      '/',
      '/404',
      '/en/',
      '/en/components/menus/',
      '/zh-CN/guide/intro',
    ]);
  });

  it('gives no pages for an empty folder', async () => {
    expect(await findSitePages(site)).toEqual([]);
  });

  it('fails for a folder that does not exist', async () => {
    await expect(findSitePages(join(site, 'missing'))).rejects.toThrow('ENOENT');
  });
});
