import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressOfFile, findDeadLinks, matchesPrefix } from './built-links.js';

function site(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lectern-dead-links-'));
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), html);
  }
  return root;
}

describe('findDeadLinks', () => {
  it('finds the links that lead to no page, naming the page, the link and where it leads', () => {
    const root = site({
      'index.html': '<a href="/en/">home</a>',
      'en/index.html': '<a href="/en/guide/">guide</a> <a class="x" href="/en/guid/">typo</a>',
      'en/guide/index.html': [
        '<a href="../">up</a>',
        '<a href="intro/">relative</a>',
        '<a href="/en/guide/?tab=pnpm#install">query and hash</a>',
        '<a href="/favicon.svg">file</a>',
        '<a href="/en/guide">no slash</a>',
        '<a href="https://example.com/">other site</a>',
        '<a href="#top">anchor</a>',
        '<a href="mailto:a@example.com">mail</a>',
        '<a href="//cdn.example.com/x">protocol-relative</a>',
        '<a href="/missing.png">missing file</a>',
      ].join('\n'),
      'favicon.svg': '<svg/>',
      '404.html': '<a href="/nowhere/">ignored</a>',
      'en/404/index.html': '<a href="/nowhere/">ignored</a>',
    });
    expect(findDeadLinks(root)).toEqual([
      { file: 'en/guide/index.html', page: '/en/guide/', link: 'intro/', target: '/en/guide/intro/' },
      { file: 'en/guide/index.html', page: '/en/guide/', link: '/missing.png', target: '/missing.png' },
      { file: 'en/index.html', page: '/en/', link: '/en/guid/', target: '/en/guid/' },
    ]);
  });

  it('finds nothing in a site whose links all lead somewhere', () => {
    expect(findDeadLinks(site({ 'index.html': '<a href="/">self</a>' }))).toEqual([]);
  });

  it('does not follow a link out of the site folder or a malformed address', () => {
    const root = site({ 'index.html': '<a href="/../../etc/passwd">up</a><a href="/%E0%A4%A">bad</a>' });
    expect(findDeadLinks(root).map((dead) => dead.link)).toEqual(['/../../etc/passwd', '/%E0%A4%A']);
  });
});

describe('unchecked prefixes', () => {
  it('leaves alone the links under them, a * standing for any one segment', () => {
    const root = site({
      'en/index.html':
        '<a href="/en/api/alert/">api</a><a href="/zh-CN/api/">api index</a><a href="/en/apis/">typo</a>',
    });
    expect(findDeadLinks(root, { unchecked: ['/*/api/'] })).toEqual([
      { file: 'en/index.html', page: '/en/', link: '/en/apis/', target: '/en/apis/' },
    ]);
    expect(findDeadLinks(root)).toHaveLength(3);
  });

  it.each([
    ['/en/api/alert/', '/*/api/', true],
    ['/en/api/', '/*/api/', true],
    ['/en/api', '/*/api/', false],
    ['/en/apis/', '/*/api/', false],
    ['/api/', '/*/api/', false],
    ['/sponsors/', '/sponsors', true],
    ['/sponsors-and-backers/', '/sponsors', false],
    ['//api/', '/*/api/', false],
  ])('%s is under %s: %s', (pathname, prefix, expected) => {
    expect(matchesPrefix(pathname, prefix)).toBe(expected);
  });
});

describe('addressOfFile', () => {
  it.each([
    ['index.html', '/'],
    ['en/index.html', '/en/'],
    ['en/guide/index.html', '/en/guide/'],
    ['404.html', '/404'],
    ['en/page.html', '/en/page'],
  ])('%s is served at %s', (file, address) => {
    expect(addressOfFile(file)).toBe(address);
  });
});
