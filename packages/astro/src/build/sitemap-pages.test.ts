import { describe, expect, it } from 'vitest';
import { sitemapFilter } from './sitemap-pages';

const site = 'https://lectern.dev';

describe('sitemapFilter', () => {
  const include = sitemapFilter();

  it('keeps every page of every language, the untranslated ones too', () => {
    expect(include(`${site}/en/`)).toBe(true);
    expect(include(`${site}/en/guide/navigation/`)).toBe(true);
    expect(include(`${site}/zh-CN/guide/navigation/`)).toBe(true);
    expect(include(`${site}/zh-CN/`)).toBe(true);
  });

  it('leaves out the in-context translation mode, whatever the case of its code', () => {
    expect(include(`${site}/eo-UY/guide/intro/`)).toBe(false);
    expect(include(`${site}/eo-uy/`)).toBe(false);
  });

  it('leaves out the not-found pages and the visitor’s dashboard', () => {
    expect(include(`${site}/404/`)).toBe(false);
    expect(include(`${site}/zh-CN/404/`)).toBe(false);
    expect(include(`${site}/en/user/dashboard/`)).toBe(false);
  });

  it('keeps pages outside the languages, such as the language picker', () => {
    expect(include(`${site}/`)).toBe(true);
    expect(include(`${site}/sponsors/`)).toBe(true);
  });

  it('reads addresses under the site’s base path', () => {
    const underBase = sitemapFilter({ base: '/docs/' });
    expect(underBase(`${site}/docs/en/guide/`)).toBe(true);
    expect(underBase(`${site}/docs/eo-UY/guide/`)).toBe(false);
    expect(underBase(`${site}/docs/404/`)).toBe(false);
  });
});
