import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDeadLinks } from './check-dead-links.js';
import { deadLinkReport } from './dead-link-report.js';

function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

/** A built page with the theme's chrome: the logo's link home, the settings' links, and its content. */
const page = (content: string) =>
  `<header><a href="/en/">logo</a><a href="/en/guide/">Guide</a><a href="/en/guide/advanced/">Advanced</a></header><main>${content}</main>`;

describe('checkDeadLinks', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lectern-check-links-'));
  write(root, {
    'src/content/docs/en/guide/index.md':
      '---\ntitle: Guide\nnext:\n  text: Later\n  link: /en/guide/later/\n---\n\n# Guide\n\nRead [the setup](./setup/).\n',
    'src/content/docs/en/guide/broken.mdx': '---\ntitle: [unclosed\n---\n\n<Card href="/en/card/" />\n',
    'dist/index.html': '<a href="/en/">English</a>',
    'dist/en/guide/index.html': page('<a href="./setup/">the setup</a><a href="/en/guide/later/">Later</a>'),
    'dist/zh-CN/guide/index.html': page('<a href="./setup/">the setup</a>').replaceAll('/en/', '/zh-CN/'),
    'dist/en/guide/broken/index.html': page('<a href="/en/card/">card</a>'),
    'dist/en/api/index.html': page('<a href="/en/apis/">api</a>'),
    'dist/en/404/index.html': '<a href="/nowhere/">home</a>',
  });
  const check = (unchecked?: string[]) =>
    checkDeadLinks({
      distDir: path.join(root, 'dist'),
      root,
      contentDir: 'src/content/docs',
      configFile: 'astro.config',
      theme: {
        sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Advanced', link: '/guide/advanced/' }] }] },
      },
      locales: [
        { title: 'English', locale: 'en', enabled: true },
        { title: '简体中文', locale: 'zh-CN', enabled: true },
      ],
      defaultLocale: 'en',
      unchecked,
      origins: new Map([['en/api/index.html', 'src/pages/en/api.astro']]),
    });

  it('reports each dead link of the built site once, where it is written', () => {
    expect(deadLinkReport(check()).split('\n')).toEqual([
      '6 links lead to no page of the site:',
      'astro.config: sidebar["/guide/"][0].items[0].link: /guide/advanced/ → /en/guide/advanced/: no such page (create src/content/docs/en/guide/advanced.md)',
      "the theme's link to the language's home page (the logo, the language menu and the language picker at /): /en/: no such page (create src/content/docs/en/index.md)",
      'src/content/docs/en/guide/broken.mdx:5:1: <Card href="/en/card/"> → /en/card/: no such page (create src/content/docs/en/card.md)',
      'src/content/docs/en/guide/index.md: next.link: /en/guide/later/: no such page (create src/content/docs/en/guide/later.md)',
      'src/content/docs/en/guide/index.md:10:6: [the setup](./setup/) → /en/guide/setup/: no such page (create src/content/docs/en/guide/setup.md)',
      '/en/api/ (src/pages/en/api.astro): /en/apis/: no such page (create src/content/docs/en/apis.md)',
    ]);
  });

  it('leaves the unchecked addresses alone, and reports nothing for a site whose links lead somewhere', () => {
    expect(check(['/en/', '/zh-CN/']).length).toBe(0);
    const good = mkdtempSync(path.join(tmpdir(), 'lectern-check-links-good-'));
    write(good, { 'dist/index.html': '<a href="/">home</a>' });
    expect(
      checkDeadLinks({
        distDir: path.join(good, 'dist'),
        root: good,
        contentDir: 'docs',
        configFile: 'astro.config',
        theme: {},
        locales: [],
        defaultLocale: 'en',
      }),
    ).toEqual([]);
  });
});
