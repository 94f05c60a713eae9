import { describe, expect, it, vi } from 'vitest';
import { createRedirectResolver } from '../create-redirect-resolver';
import { examples, site } from '../test/examples';
import { isRedirectPage, REDIRECT_PAGE_MARKER, staticRedirectPages } from './static-redirect-pages';

function pageFor(html: string) {
  const attribute = (pattern: RegExp) => html.match(pattern)?.[1];
  return {
    refresh: attribute(/<meta http-equiv="refresh" content="([^"]*)">/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)">/),
    link: attribute(/<a href="([^"]*)">/),
    script: attribute(/<script>([^<]*)<\/script>/),
  };
}

/** Runs the page's inline script with a stand-in `location` and returns where it sends the visitor. */
function runScript(script: string, search: string, hash: string): string {
  const replace = vi.fn();
  new Function('location', script)({ search, hash, replace });
  return replace.mock.calls[0]?.[0] as string;
}

describe('staticRedirectPages', () => {
  const pages = staticRedirectPages(examples, site);
  const byPath = new Map(pages.map((page) => [page.path, page.html]));

  it.each([
    ['quick-start/index.html', '/en/getting-started/installation/'],
    ['en/quick-start/index.html', '/en/getting-started/installation/'],
    ['zh-CN/quick-start/index.html', '/zh-CN/getting-started/installation/'],
    ['zh-Hans/quick-start/index.html', '/zh-CN/getting-started/installation/'],
    ['ja/quick-start/index.html', '/en/getting-started/installation/'],
    ['components/dropdowns/index.html', '/en/components/menus/'],
    ['zh-Hans/about/sponsors-and-backers/index.html', '/zh-CN/introduction/sponsors-and-backers/'],
  ])('writes %s leading to %s', (path, location) => {
    const html = byPath.get(path) as string;
    expect(pageFor(html)).toEqual({
      refresh: `0; url=${location}`,
      canonical: location,
      link: location,
      script: `location.replace(${JSON.stringify(location)} + location.search + location.hash);`,
    });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(isRedirectPage(html)).toBe(true);
  });

  it('writes one page per old address and locale code', () => {
    expect(pages).toHaveLength(5 * 5);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it('keeps the query and the hash when the script redirects', () => {
    const { script } = pageFor(byPath.get('zh-Hans/quick-start/index.html') as string);
    expect(runScript(script as string, '?tab=api', '#props')).toBe(
      '/zh-CN/getting-started/installation/?tab=api#props',
    );
  });

  it('reads a resolver like the table it was built from', () => {
    expect(staticRedirectPages(createRedirectResolver(examples, site))).toEqual(pages);
  });

  it('puts the base before locations and makes the canonical link absolute with the site', () => {
    const [page] = staticRedirectPages({ old: '/new' }, { base: '/docs/', site: 'https://lectern.dev/x' });
    expect(page?.path).toBe('old/index.html');
    expect(pageFor(page?.html as string)).toMatchObject({
      refresh: '0; url=/docs/new/',
      canonical: 'https://lectern.dev/docs/new/',
      link: '/docs/new/',
    });
  });

  it('escapes locations in attributes, text and the script', () => {
    const [page] = staticRedirectPages({ 'a"b': `/x&y'z"<w>/` });
    const html = page?.html as string;
    const escaped = '/x&amp;y&#39;z%22%3Cw%3E/';
    expect(page?.path).toBe('a"b/index.html');
    expect(pageFor(html)).toMatchObject({ refresh: `0; url=${escaped}`, canonical: escaped, link: escaped });
    expect(html).toContain(`<title>Moved to ${escaped}</title>`);
    expect(html).toContain('location.replace("/x\\u0026y\'z%22%3Cw%3E/"');
    expect(runScript(pageFor(html).script as string, '', '#h')).toBe(`/x&y'z%22%3Cw%3E/#h`);
  });

  it('percent-encodes locations and keeps decoded folder names', () => {
    const [page] = staticRedirectPages({ 'guide/caf%C3%A9': '/guide/café au lait' });
    expect(page?.path).toBe('guide/café/index.html');
    expect(pageFor(page?.html as string).link).toBe('/guide/caf%C3%A9%20au%20lait/');
  });

  it('gives no pages for an empty table', () => {
    expect(staticRedirectPages({}, site)).toEqual([]);
  });
});

describe('isRedirectPage', () => {
  it.each([
    [REDIRECT_PAGE_MARKER, true],
    ['<!doctype html><meta name="generator" content="Astro v5">', false],
    ['&lt;meta name="generator" content="lectern-redirects"&gt;', false],
  ])('reads %j as a redirect page: %s', (html, expected) => {
    expect(isRedirectPage(html)).toBe(expected);
  });
});
