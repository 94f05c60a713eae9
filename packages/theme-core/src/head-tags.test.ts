import { describe, expect, it } from 'vitest';
import { safeParseConfig } from './config/errors.js';
import { headSchema } from './config/head.js';
import type { HeadTag } from './config/index.js';
import { headTagHtml, headTagKey, mergeHeadTags } from './head-tags.js';

describe('headSchema', () => {
  it('takes the object form and VitePress’s list form, and gives the object form', () => {
    const result = safeParseConfig(headSchema, [
      { tag: 'meta', attrs: { name: 'theme-color', content: '#1867c0' } },
      ['link', { rel: 'preconnect', href: 'https://fonts.example' }],
      ['script', { async: true }, 'console.log(1)'],
      ['noscript'],
    ]);
    expect(result).toEqual({
      success: true,
      data: [
        { tag: 'meta', attrs: { name: 'theme-color', content: '#1867c0' } },
        { tag: 'link', attrs: { rel: 'preconnect', href: 'https://fonts.example' }, content: undefined },
        { tag: 'script', attrs: { async: true }, content: 'console.log(1)' },
        { tag: 'noscript', attrs: undefined, content: undefined },
      ],
    });
  });

  it.each([
    [
      [{ tag: 'title', content: 'x' }],
      '[0].tag: expected one of "meta", "link", "script", "style", "noscript", "base" (got "title")',
    ],
    [
      [{ tag: 'meta', attrs: { 'bad name': 'x' } }],
      '[0].attrs: invalid key "bad name": expected an attribute name such as "name" or "data-x"',
    ],
    [[42], '[0]: expected { tag, attrs?, content? } or [tag, attrs?, content?] (got 42)'],
  ])('names a tag it cannot add (%j)', (input, expected) => {
    const result = safeParseConfig(headSchema, input);
    expect(result.success ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`)).toContain(
      expected,
    );
  });
});

describe('headTagKey', () => {
  it.each<[HeadTag, string | undefined]>([
    [{ tag: 'meta', attrs: { name: 'description', content: 'x' } }, 'meta name=description'],
    [{ tag: 'meta', attrs: { property: 'og:image', content: 'x' } }, 'meta property=og:image'],
    [{ tag: 'meta', attrs: { charset: 'utf-8' } }, 'meta charset='],
    [{ tag: 'meta', attrs: { content: 'x' } }, undefined],
    [{ tag: 'link', attrs: { rel: 'icon', href: '/a.svg' } }, 'link icon'],
    [{ tag: 'link', attrs: { rel: 'canonical', href: '/a/' } }, 'link canonical'],
    [{ tag: 'link', attrs: { rel: 'alternate', hreflang: 'en', href: '/en/' } }, 'link alternate en'],
    [{ tag: 'link', attrs: { rel: 'stylesheet', href: '/a.css' } }, undefined],
    [{ tag: 'base', attrs: { href: '/docs/' } }, 'base'],
    [{ tag: 'script', attrs: { src: '/a.js' } }, undefined],
  ])('identifies %j as %j', (tag, key) => {
    expect(headTagKey(tag)).toBe(key);
  });
});

describe('mergeHeadTags', () => {
  it('lets a later list replace the same tag of an earlier one, and adds the rest in order', () => {
    const theme: HeadTag[] = [
      { tag: 'meta', attrs: { name: 'description', content: 'Theme' } },
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg' } },
    ];
    const site: HeadTag[] = [
      { tag: 'script', attrs: { src: '/analytics.js' } },
      { tag: 'link', attrs: { rel: 'icon', href: '/brand.png' } },
    ];
    const page: HeadTag[] = [
      { tag: 'meta', attrs: { name: 'description', content: 'Page' } },
      { tag: 'script', attrs: { src: '/analytics.js' } },
    ];
    expect(mergeHeadTags(theme, undefined, site, page)).toEqual([
      { tag: 'script', attrs: { src: '/analytics.js' } },
      { tag: 'link', attrs: { rel: 'icon', href: '/brand.png' } },
      { tag: 'meta', attrs: { name: 'description', content: 'Page' } },
      { tag: 'script', attrs: { src: '/analytics.js' } },
    ]);
  });
});

describe('headTagHtml', () => {
  it.each<[HeadTag, string]>([
    [
      { tag: 'meta', attrs: { name: 'theme-color', content: '#1867c0' } },
      '<meta name="theme-color" content="#1867c0">',
    ],
    [
      { tag: 'meta', attrs: { content: 'a "quoted" <b>&</b>' } },
      '<meta content="a &quot;quoted&quot; &lt;b&gt;&amp;&lt;/b&gt;">',
    ],
    [
      { tag: 'script', attrs: { async: true, defer: false, src: '/a.js' } },
      '<script async src="/a.js"></script>',
    ],
    [{ tag: 'script', content: 'let a = "</script><b>";' }, '<script>let a = "<\\/script><b>";</script>'],
    [{ tag: 'style', content: 'body{}</STYLE>' }, '<style>body{}<\\/STYLE></style>'],
    [{ tag: 'noscript' }, '<noscript></noscript>'],
    [{ tag: 'base', attrs: { href: '/docs/' } }, '<base href="/docs/">'],
  ])('writes %j as %s', (tag, html) => {
    expect(headTagHtml(tag)).toBe(html);
  });
});
