import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { markdownToHtml } from 'satteri';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLinkAddress, contentLinks, pageAddressOf } from './content-links.js';

let content: string;
const page = (relative: string) => path.join(content, relative);

beforeAll(() => {
  content = mkdtempSync(path.join(tmpdir(), 'lectern-links-'));
  for (const file of [
    'en/index.md',
    'en/guide/index.md',
    'en/guide/getting-started.md',
    'en/guide/sidebar.mdx',
    'en/reference/config.md',
    'fr/guide/getting-started.md',
    'zh-CN/guide/getting-started.md',
    'api/index.md',
    'en/Ünïcode.md',
  ]) {
    mkdirSync(path.dirname(page(file)), { recursive: true });
    writeFileSync(page(file), '# Page\n');
  }
});

afterAll(() => rmSync(content, { recursive: true, force: true }));

describe('pageAddressOf', () => {
  it.each([
    ['en/guide/getting-started.md', '/en/guide/getting-started/'],
    ['en/guide/index.md', '/en/guide/'],
    ['en/index.md', '/en/'],
    ['index.mdx', '/'],
  ])('%s is served at %s', (file, address) => {
    expect(pageAddressOf(content, page(file))).toBe(address);
  });
});

describe('contentLinkAddress', () => {
  const from = () => page('en/guide/getting-started.md');
  it.each([
    ['./sidebar', '/en/guide/sidebar/'],
    ['sidebar.mdx', '/en/guide/sidebar/'],
    ['./sidebar.md#items', '/en/guide/sidebar/#items'],
    ['../reference/config.md?tab=1', '/en/reference/config/?tab=1'],
    ['./', '/en/guide/'],
    ['./index.md', '/en/guide/'],
    ['../', '/en/'],
    ['/guide/sidebar', '/en/guide/sidebar/'],
    ['/guide/sidebar.html', '/en/guide/sidebar/'],
    ['/en/guide/sidebar', '/en/guide/sidebar/'],
    ['/api/', undefined],
    ['/en/guide/sidebar/', undefined],
    ['./missing', undefined],
    ['../../../outside.md', undefined],
    ['https://example.com/x.md', undefined],
    ['mailto:a@example.com', undefined],
    ['#anchor', undefined],
    ['../%C3%9Cn%C3%AFcode.md', '/en/ünïcode/'],
    // The file's name is composed; a link written decomposed finds it, and the address is composed.
    ['../U\u0308ni\u0308code', '/en/ünïcode/'],
  ])('%s → %s', (href, address) => {
    expect(contentLinkAddress(content, from(), href)).toBe(address);
  });

  it('keeps the spelling of a language folder, as the routes do', () => {
    const zh = page('zh-CN/guide/getting-started.md');
    expect(contentLinkAddress(content, zh, '/zh-CN/guide/getting-started/')).toBeUndefined();
    expect(contentLinkAddress(content, zh, './getting-started.md')).toBe('/zh-CN/guide/getting-started/');
    expect(contentLinkAddress(content, zh, '/guide/getting-started')).toBe('/zh-CN/guide/getting-started/');
  });

  it('gives a link from the root the language of the page that writes it', () => {
    expect(contentLinkAddress(content, page('fr/guide/getting-started.md'), '/guide/getting-started')).toBe(
      '/fr/guide/getting-started/',
    );
  });
});

describe('contentLinks', () => {
  it('rewrites links and link definitions of a page', async () => {
    const { html } = await markdownToHtml(
      '[a](./sidebar.md) [b][ref] [c](https://x.dev)\n\n[ref]: ../reference/config.md\n',
      {
        mdastPlugins: [contentLinks({ contentDir: content })],
        fileURL: pathToFileURL(page('en/guide/getting-started.md')),
      },
    );
    expect(html).toBe(
      '<p><a href="/en/guide/sidebar/">a</a> <a href="/en/reference/config/">b</a> <a href="https://x.dev">c</a></p>\n',
    );
  });
});
