import { describe, expect, it } from 'vitest';
import { createRedirectResolver } from '../create-redirect-resolver';
import { examples, site } from '../test/examples';
import { NETLIFY_BLOCK_END, NETLIFY_BLOCK_START, netlifyRedirects } from './netlify-redirects';
import { nginxRedirectMap } from './nginx-redirect-map';
import { vercelRedirects } from './vercel-redirects';

/** The rule lines of a generated file, without comments and the map's frame. */
function rules(text: string): string[] {
  return text.split('\n').filter((line) => line !== '' && !line.startsWith('#') && line.startsWith(' '));
}

describe('netlifyRedirects', () => {
  it('frames the rules with the block markers', () => {
    const lines = netlifyRedirects({ a: '/b' }).split('\n');
    expect(lines).toEqual([NETLIFY_BLOCK_START, '/a /b/ 301', '/a/ /b/ 301', NETLIFY_BLOCK_END, '']);
  });

  it.each<[string, Parameters<typeof netlifyRedirects>[1], string[]]>([
    ['forced', { force: true }, ['/old /new/ 301!', '/old/ /new/ 301!']],
    ['under a base', { base: '/docs' }, ['/docs/old /docs/new/ 301', '/docs/old/ /docs/new/ 301']],
    [
      'with locales',
      { ...site, locales: site.locales.slice(0, 1) },
      ['/old /en/new/ 301', '/old/ /en/new/ 301', '/en/old /en/new/ 301', '/en/old/ /en/new/ 301'],
    ],
  ])('writes the rules %s', (_name, options, expected) => {
    expect(netlifyRedirects({ old: '/new' }, options).split('\n').slice(1, -2)).toEqual(expected);
  });

  it('percent-encodes paths and leaves out old paths the file would read as patterns', () => {
    const text = netlifyRedirects({ 'a b': '/café', 'a/v:id': '/c', 'all*': '/d', 'x(1)': '/e' });
    expect(text.split('\n').slice(1, -2)).toEqual([
      '/a%20b /caf%C3%A9/ 301',
      '/a%20b/ /caf%C3%A9/ 301',
      '# skipped /a/v:id: ":" and "*" are patterns in this file',
      '# skipped /all*: ":" and "*" are patterns in this file',
      '/x(1) /e/ 301',
      '/x(1)/ /e/ 301',
    ]);
  });

  it('reads a resolver like its table', () => {
    expect(netlifyRedirects(createRedirectResolver(examples, site))).toBe(netlifyRedirects(examples, site));
  });
});

describe('vercelRedirects', () => {
  it('writes both trailing-slash forms as permanent redirects', () => {
    expect(vercelRedirects({ old: '/new' }, { base: '/docs/' })).toEqual({
      redirects: [
        { source: '/docs/old', destination: '/docs/new/', permanent: true },
        { source: '/docs/old/', destination: '/docs/new/', permanent: true },
      ],
    });
  });

  it.each([
    ['a/v:id', '/a/v\\:id'],
    ['a(1)', '/a\\(1\\)'],
    ['c++/all*', '/c\\+\\+/all\\*'],
    ['a b/é', '/a%20b/%C3%A9'],
    ['a{b}', '/a%7Bb%7D'],
  ])('escapes the old path %j as the exact source %j', (from, source) => {
    expect(vercelRedirects({ [from]: '/x' }).redirects[0]?.source).toBe(source);
  });

  it('writes every locale form of the examples', () => {
    const { redirects } = vercelRedirects(examples, site);
    expect(redirects).toHaveLength(5 * 5 * 2);
    expect(redirects).toContainEqual({
      source: '/zh-Hans/framework/theme/',
      destination: '/zh-CN/customization/theme/',
      permanent: true,
    });
  });
});

describe('nginxRedirectMap', () => {
  it('writes exact keys with and without trailing slash', () => {
    expect(rules(nginxRedirectMap({ old: '/new' }))).toEqual([
      '  default "";',
      '  "/old" "/new/";',
      '  "/old/" "/new/";',
    ]);
  });

  it('shows how to use the map', () => {
    const text = nginxRedirectMap({});
    expect(text).toContain('#       return 301 $lectern_redirect$is_args$args;');
    expect(text).toContain('map $uri $lectern_redirect {\n  default "";\n}\n');
  });

  it('keeps keys decoded, encodes locations and quotes both', () => {
    expect(rules(nginxRedirectMap({ 'caf%C3%A9 "x"\\': '/a b/$var' }, { base: '/docs/' })).slice(1)).toEqual([
      '  "/docs/café \\"x\\"\\\\" "/docs/a%20b/%24var/";',
      '  "/docs/café \\"x\\"\\\\/" "/docs/a%20b/%24var/";',
    ]);
  });

  it('writes every locale form of the examples', () => {
    const lines = rules(nginxRedirectMap(examples, site));
    expect(lines).toHaveLength(1 + 5 * 5 * 2);
    expect(lines).toContain('  "/ja/quick-start/" "/en/getting-started/installation/";');
  });
});
