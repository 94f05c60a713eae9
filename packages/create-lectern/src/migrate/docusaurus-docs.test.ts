import { describe, expect, it } from 'vitest';
import {
  docTarget,
  docusaurusDoc,
  rewriteDocLinks,
  rewriteRawImports,
  withoutNumberPrefix,
} from './docusaurus-docs.js';

describe('docusaurusDoc', () => {
  it.each([
    ['intro.md', {}, 'intro', 'intro'],
    ['01-guides/02-setup.md', {}, 'guides/setup', 'guides/setup'],
    ['guides/index.md', {}, 'guides/index', 'guides'],
    ['guides/README.md', {}, 'guides/README', 'guides'],
    ['guides/guides.md', {}, 'guides/guides', 'guides'],
    ['api/button.mdx', { id: 'button-api' }, 'api/button-api', 'api/button-api'],
    ['intro.md', { slug: '/' }, 'intro', ''],
    ['guides/theming.md', { slug: '/theming-guide' }, 'guides/theming', 'theming-guide'],
    ['guides/theming.md', { slug: 'colours' }, 'guides/theming', 'guides/colours'],
  ])('%s with %j: id %s, address %j', (file, frontmatter, id, address) => {
    expect(docusaurusDoc(file, frontmatter)).toMatchObject({ id, address });
  });

  it('keeps the number prefix as the doc’s place', () => {
    expect(docusaurusDoc('03-faq.md', {}).prefixOrder).toBe(3);
    expect(withoutNumberPrefix('10 - Setup')).toBe('Setup');
    expect(withoutNumberPrefix('2024')).toBe('2024');
  });
});

describe('docTarget', () => {
  it('writes a folder’s page as its index, the docs root as the home page', () => {
    expect(docTarget(docusaurusDoc('guides/index.md', {}), true)).toBe('guides/index.md');
    expect(docTarget(docusaurusDoc('intro.md', { slug: '/' }), false)).toBe('index.md');
    expect(docTarget(docusaurusDoc('01-guides/02-setup.mdx', {}), false)).toBe('guides/setup.mdx');
    expect(docTarget(docusaurusDoc('style/border/border.mdx', {}), false)).toBe('style/border/index.mdx');
  });
});

describe('rewriteDocLinks', () => {
  const moved = new Map([
    ['01-guides/02-setup.md', 'guides/setup.md'],
    ['intro.md', 'index.md'],
    ['api/button.mdx', 'api/button-api.mdx'],
  ]);
  it.each([
    ['[setup](./01-guides/02-setup.md)', 'intro.md', 'index.md', '[setup](./guides/setup.md)'],
    [
      '[api](../api/button.mdx#props "Props")',
      '01-guides/02-setup.md',
      'guides/setup.md',
      '[api](../api/button-api.mdx#props "Props")',
    ],
    ['[home](../intro.md)', '01-guides/02-setup.md', 'guides/setup.md', '[home](../index.md)'],
    [
      '[other](./missing.md) [web](https://x.test/a.md)',
      'intro.md',
      'index.md',
      '[other](./missing.md) [web](https://x.test/a.md)',
    ],
    // A file link Docusaurus finds from the docs folder when the page's folder has no such file.
    [
      '[setup](01-guides/02-setup.md#a)',
      'api/button.mdx',
      'api/button-api.mdx',
      '[setup](../guides/setup.md#a)',
    ],
  ])('%s from %s', (body, from, newFrom, expected) => {
    expect(rewriteDocLinks(body, from, newFrom, moved)).toBe(expected);
  });

  const urls = {
    routeBase: 'docs',
    addresses: new Set(['', 'guides/setup', 'api/button-api', 'api/core/rule-for']),
  };
  it.each([
    // Relative to the page's old address, which has no slash at its end: from /docs/guides/setup…
    ['[api](../api/button-api#props)', 'guides/setup', '[api](/api/button-api/#props)'],
    ['[again](setup)', 'guides/setup', '[again](/guides/setup/)'],
    // … and from /docs/intro, the docs' first level.
    ['[rule](api/core/Rule-For)', 'intro', '[rule](/api/core/rule-for/)'],
    ['[home](/docs/)', 'guides/setup', '[home](/)'],
    ['[home](/docs/guides/Setup?x=1)', 'intro', '[home](/guides/setup/?x=1)'],
    [
      '[elsewhere](/blog/post) [none](nothing) ![logo](./logo)',
      'intro',
      '[elsewhere](/blog/post) [none](nothing) ![logo](./logo)',
    ],
    ['```md\n[again](setup)\n```', 'guides/setup', '```md\n[again](setup)\n```'],
  ])('%s from the page at %s', (body, address, expected) => {
    expect(rewriteDocLinks(body, 'x.md', 'x.md', moved, { ...urls, address })).toBe(expected);
  });

  it('reads relative addresses from a folder when the old site’s addresses ended in a slash', () => {
    expect(
      rewriteDocLinks('[setup](setup)', 'x.md', 'x.md', moved, {
        ...urls,
        trailingSlash: true,
        address: 'guides',
      }),
    ).toBe('[setup](/guides/setup/)');
  });
});

describe('rewriteRawImports', () => {
  const body = [
    "import Source from '!!raw-loader!./examples/a.jsx';",
    "import Up from '!!raw-loader!../shared/b.ts'; // eslint-disable-line",
    "import Theme from '!!raw-loader!@site/src/snippets/theme.js';",
    '```js',
    "import Kept from '!!raw-loader!./in-code.js';",
    '```',
  ].join('\n');

  it('writes relative paths from where the page is now, and lists the files under @site/', () => {
    const result = rewriteRawImports(body, '01-guides/02-setup.mdx', 'guides/setup/index.mdx');
    expect(result.body.split('\n').slice(0, 3)).toEqual([
      "import Source from '!!raw-loader!../../01-guides/examples/a.jsx';",
      "import Up from '!!raw-loader!../../shared/b.ts'; // eslint-disable-line",
      "import Theme from '!!raw-loader!@site/src/snippets/theme.js';",
    ]);
    expect(result.body.split('\n')[4]).toBe("import Kept from '!!raw-loader!./in-code.js';");
    expect(result.siteFiles).toEqual([{ file: 'src/snippets/theme.js', line: 3 }]);
  });

  it('leaves the paths of a page that stays in its folder as they were', () => {
    expect(rewriteRawImports(body, 'guides/01-setup.mdx', 'guides/setup.mdx').body).toBe(body);
  });
});
