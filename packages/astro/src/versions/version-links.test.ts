import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageAddressOfFile, setVersionLinks, versionLinksInPage } from './version-links.js';

const versions = {
  current: { name: '2.0', label: 'v2' },
  older: [{ name: '1.0', label: 'v1' }],
};
const pages = new Map([
  ['2.0', new Set(['/en/', '/en/guide/', '/en/new/'])],
  ['1.0', new Set(['/en/', '/en/guide/', '/en/removed/'])],
]);
const context = { versions, base: '/', locales: ['en', 'zh-CN'], pages, canonicalToCurrent: true };

const menu = (current: string, older: string) =>
  `<nav><a href="${current}" data-lectern-version="2.0">v2</a><a class="x" data-lectern-version="1.0" href="${older}">v1</a></nav>`;

describe('versionLinksInPage', () => {
  it('keeps links to the same page in each version that has it', () => {
    expect(versionLinksInPage(menu('/en/guide/', '/1.0/en/guide/'), '/en/guide/', context)).toBe(
      menu('/en/guide/', '/1.0/en/guide/'),
    );
  });

  it('leads to a version’s home in the page’s language when it lacks the page', () => {
    expect(versionLinksInPage(menu('/en/new/', '/1.0/en/new/'), '/en/new/', context)).toBe(
      menu('/en/new/', '/1.0/en/'),
    );
    expect(versionLinksInPage(menu('/en/removed/', '/1.0/en/removed/'), '/1.0/en/removed/', context)).toBe(
      menu('/en/', '/1.0/en/removed/'),
    );
  });

  it('writes the links under the site’s base', () => {
    const based = { ...context, base: '/docs/' };
    expect(versionLinksInPage(menu('x', 'y'), '/1.0/en/guide/', based)).toBe(
      menu('/docs/en/guide/', '/docs/1.0/en/guide/'),
    );
  });

  it('points an older page’s canonical address at the current page when there is one', () => {
    const head = '<link rel="canonical" href="https://d.example/1.0/en/guide/">';
    expect(versionLinksInPage(head, '/1.0/en/guide/', context)).toBe(
      '<link rel="canonical" href="https://d.example/en/guide/">',
    );
    const removed = '<link rel="canonical" href="https://d.example/1.0/en/removed/">';
    expect(versionLinksInPage(removed, '/1.0/en/removed/', context)).toBe(removed);
    expect(versionLinksInPage(head, '/1.0/en/guide/', { ...context, canonicalToCurrent: false })).toBe(head);
  });

  it('leaves other links alone', () => {
    const other = '<a href="/1.0/en/nowhere/">old</a>';
    expect(versionLinksInPage(other, '/en/guide/', context)).toBe(other);
  });
});

describe('pageAddressOfFile', () => {
  it('reads a page’s address from its file', () => {
    expect(pageAddressOfFile('index.html')).toBe('/');
    expect(pageAddressOfFile('1.0/en/guide/index.html')).toBe('/1.0/en/guide/');
    expect(pageAddressOfFile('404.html')).toBeUndefined();
    expect(pageAddressOfFile('_astro/x.js')).toBeUndefined();
  });
});

describe('setVersionLinks', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sets the links of every version’s pages and lists the pages', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'version-links-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write('en/new/index.html', menu('/en/new/', '/1.0/en/new/'));
    write('1.0/en/removed/index.html', menu('/en/removed/', '/1.0/en/removed/'));
    write('1.0/_astro/page.js', 'data-lectern-version="2.0" href="/x/"');
    const changed = setVersionLinks(dir, { versions, base: '/', locales: ['en'], canonicalToCurrent: true });
    expect(changed).toBe(2);
    expect(readFileSync(path.join(dir, 'en/new/index.html'), 'utf8')).toBe(menu('/en/new/', '/1.0/en/'));
    expect(readFileSync(path.join(dir, '1.0/en/removed/index.html'), 'utf8')).toBe(
      menu('/en/', '/1.0/en/removed/'),
    );
    expect(JSON.parse(readFileSync(path.join(dir, '_lectern/versions.json'), 'utf8'))).toEqual({
      ...versions,
      pages: { '2.0': ['/en/new/'], '1.0': ['/en/removed/'] },
    });
  });
});

describe('an older page’s links to pages its version lacks', () => {
  it('lead to the current version’s page when it has it', () => {
    const links =
      '<a href="/1.0/en/new/#top">new</a><a href="/1.0/en/guide/">guide</a><a href="/1.0/en/gone/">gone</a>';
    expect(versionLinksInPage(links, '/1.0/en/guide/', context)).toBe(
      '<a href="/en/new/#top">new</a><a href="/1.0/en/guide/">guide</a><a href="/1.0/en/gone/">gone</a>',
    );
  });
});
