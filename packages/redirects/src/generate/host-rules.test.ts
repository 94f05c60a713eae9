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
    expect(lines).toEqual([NETLIFY_BLOCK_START, '/a /b/ 301!', '/a/ /b/ 301!', NETLIFY_BLOCK_END, '']);
  });

  it.each<[string, Parameters<typeof netlifyRedirects>[1], string[]]>([
    ['forced by default', {}, ['/old /new/ 301!', '/old/ /new/ 301!']],
    ['unforced, for Cloudflare Pages', { force: false }, ['/old /new/ 301', '/old/ /new/ 301']],
    ['under a base', { base: '/docs' }, ['/docs/old /docs/new/ 301!', '/docs/old/ /docs/new/ 301!']],
    [
      'with locales',
      { ...site, locales: site.locales.slice(0, 1) },
      ['/old /en/new/ 301!', '/old/ /en/new/ 301!', '/en/old /en/new/ 301!', '/en/old/ /en/new/ 301!'],
    ],
  ])('writes the rules %s', (_name, options, expected) => {
    expect(netlifyRedirects({ old: '/new' }, options).split('\n').slice(1, -2)).toEqual(expected);
  });

  it('percent-encodes paths and leaves out old paths the file would read as patterns', () => {
    const text = netlifyRedirects(
      { 'a b': '/café', 'a/v:id': '/c', 'all*': '/d', 'x(1)': '/e' },
      { force: false },
    );
    expect(text.split('\n').slice(1, -2)).toEqual([
      '/a%20b /caf%C3%A9/ 301',
      '/a%20b/ /caf%C3%A9/ 301',
      '# skipped /a/v:id: ":" and "*" are patterns in this file',
      '# skipped /all*: ":" and "*" are patterns in this file',
      '/x(1) /e/ 301',
      '/x(1)/ /e/ 301',
    ]);
  });

  it('writes no slash form for an old path ending in a file name', () => {
    expect(netlifyRedirects({ 'guide/intro.html': '/intro' }).split('\n').slice(1, -2)).toEqual([
      '/guide/intro.html /intro/ 301!',
    ]);
  });

  it('reads a resolver like its table', () => {
    expect(netlifyRedirects(createRedirectResolver(examples, site))).toBe(netlifyRedirects(examples, site));
  });
});

describe('vercelRedirects', () => {
  it('writes one permanent redirect per old path with an optional trailing slash', () => {
    expect(vercelRedirects({ old: '/new', 'a/b.html': '/c' }, { base: '/docs/' })).toEqual({
      redirects: [
        { source: '/docs/old{/}?', destination: '/docs/new/', permanent: true },
        { source: '/docs/a/b.html', destination: '/docs/c/', permanent: true },
      ],
    });
  });

  it('writes one redirect per location, with the locale codes leading there as alternatives', () => {
    expect(vercelRedirects({ old: '/new' }, { ...site, base: '/docs/' }).redirects).toEqual([
      { source: '/docs{/(en|ja)}?/old{/}?', destination: '/docs/en/new/', permanent: true },
      { source: '/docs/(zh-CN|zh-Hans)/old{/}?', destination: '/docs/zh-CN/new/', permanent: true },
    ]);
  });

  it.each([
    ['a/v:id', '/a/v\\:id{/}?'],
    ['a(1)', '/a\\(1\\){/}?'],
    ['c++/all*', '/c\\+\\+/all\\*{/}?'],
    ['a b/é', '/a%20b/%C3%A9{/}?'],
    ['a{b}', '/a%7Bb%7D{/}?'],
  ])('escapes the old path %j as the exact source %j', (from, source) => {
    expect(vercelRedirects({ [from]: '/x' }).redirects[0]?.source).toBe(source);
  });

  it('writes every locale form of the examples', () => {
    const { redirects } = vercelRedirects(examples, site);
    // One rule per old path and enabled locale, instead of 5 address forms × 2 slash forms.
    expect(redirects).toHaveLength(5 * 2);
    expect(redirects).toContainEqual({
      source: '/(zh-CN|zh-Hans)/framework/theme{/}?',
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
    expect(text).toContain('#         return 301 $lectern_redirect$is_args$args;');
    expect(text).toContain('map $uri $lectern_redirect {\n  default "";\n}\n');
  });

  it('keeps keys decoded, encodes locations and quotes both', () => {
    expect(rules(nginxRedirectMap({ 'caf%C3%A9 "x"\\': '/a b/$var' }, { base: '/docs/' })).slice(1)).toEqual([
      '  "/docs/café \\"x\\"\\\\" "/docs/a%20b/%24var/";',
      '  "/docs/café \\"x\\"\\\\/" "/docs/a%20b/%24var/";',
    ]);
  });

  it('writes one key of those that differ only in letter case, which nginx compares alike', () => {
    expect(rules(nginxRedirectMap({ API: '/a', api: '/b' })).slice(1)).toEqual([
      '  "/API" "/a/";',
      '  "/API/" "/a/";',
      '  # skipped "/api": nginx compares map keys without case, as "/API"',
      '  # skipped "/api/": nginx compares map keys without case, as "/API/"',
    ]);
  });

  it.each([
    [true, 'map_hash_bucket_size 512;\nmap_hash_max_size 2048;\nmap $uri'],
    [false, '# map_hash_bucket_size 512; map_hash_max_size 2048; (set them in your http {} block)\nmap $uri'],
  ])('with hashSizes %s, writes the hash sizes a long key needs', (hashSizes, expected) => {
    const text = nginxRedirectMap({ [`${'a'.repeat(50)}`]: '/b' }, { hashSizes });
    expect(text).toContain(expected);
  });

  it("writes no hash sizes when nginx's defaults hold the keys", () => {
    const text = nginxRedirectMap({ old: '/new' });
    expect(text).toContain("# nginx's default map hash sizes hold these 2 keys.\nmap $uri");
    expect(text).not.toContain('map_hash_bucket_size ');
  });

  it('writes a file nginx can read, also without nginx at hand', () => {
    const text = nginxRedirectMap(
      { [`guides/${'nested/'.repeat(8)}page`]: '/a', 'b "c"': '/d$e', old: '/new' },
      site,
    );
    const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
    // Directives first (nginx fixes the hash sizes at the first map), then one map block.
    expect(lines.slice(0, 3)).toEqual([
      expect.stringMatching(/^map_hash_bucket_size \d+;$/),
      expect.stringMatching(/^map_hash_max_size \d+;$/),
      'map $uri $lectern_redirect {',
    ]);
    expect(lines.at(-1)).toBe('}');
    const quoted = '"(?:[^"\\\\]|\\\\.)*"';
    for (const line of lines.slice(3, -1))
      expect(line).toMatch(new RegExp(`^  (default|${quoted}) ${quoted};$`));
    const keys = lines.slice(4, -1).map((line) => line.split('" "')[0]?.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes every locale form of the examples', () => {
    const lines = rules(nginxRedirectMap(examples, site));
    expect(lines).toHaveLength(1 + 5 * 5 * 2);
    expect(lines).toContain('  "/ja/quick-start/" "/en/getting-started/installation/";');
  });
});
