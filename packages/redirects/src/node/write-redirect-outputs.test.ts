import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { netlifyRedirects } from '../generate/netlify-redirects';
import { nginxRedirectMap } from '../generate/nginx-redirect-map';
import { staticRedirectPages } from '../generate/static-redirect-pages';
import { vercelRedirects } from '../generate/vercel-redirects';
import { RedirectTableError } from '../redirect-table-error';
import { examples, site } from '../test/examples';
import { writeRedirectOutputs } from './write-redirect-outputs';

describe('writeRedirectOutputs', () => {
  let dist: string;
  const read = (path: string) => readFile(join(dist, path), 'utf8');
  const exists = (path: string) =>
    stat(join(dist, path)).then(
      () => true,
      () => false,
    );
  const put = async (path: string, text: string) => {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), text);
  };

  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'lectern-dist-'));
    await put('en/getting-started/installation/index.html', '<!doctype html><title>Installation</title>');
  });
  afterEach(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('writes the pages and the three rule files', async () => {
    const written = await writeRedirectOutputs(dist, examples, site);
    const pages = staticRedirectPages(examples, site);
    expect(written).toEqual({
      pages: pages.map((page) => page.path),
      files: ['_redirects', 'vercel.json', 'nginx-redirects.conf'],
      warnings: [],
    });
    for (const page of pages) expect(await read(page.path)).toBe(page.html);
    expect(await read('_redirects')).toBe(netlifyRedirects(examples, site));
    expect(JSON.parse(await read('vercel.json'))).toEqual(vercelRedirects(examples, site));
    expect(await read('nginx-redirects.conf')).toBe(nginxRedirectMap(examples, site));
    expect(await read('en/getting-started/installation/index.html')).toContain('Installation');
  });

  it('can run again over its own output', async () => {
    await writeRedirectOutputs(dist, examples, site);
    await writeRedirectOutputs(dist, examples, site);
    expect(await read('_redirects')).toBe(netlifyRedirects(examples, site));
    expect(JSON.parse(await read('vercel.json'))).toEqual(vercelRedirects(examples, site));
  });

  it('keeps the rules and settings the site has', async () => {
    await put('_redirects', '/* /404.html 404\n');
    await put(
      'vercel.json',
      JSON.stringify({ cleanUrls: true, redirects: [{ source: '/x', destination: '/y' }] }),
    );
    await writeRedirectOutputs(dist, { old: '/new' }, { outputs: ['netlify', 'vercel'], base: '/docs' });
    expect(await read('_redirects')).toBe(
      `${netlifyRedirects({ old: '/new' }, { base: '/docs' })}/* /404.html 404\n`,
    );
    expect(JSON.parse(await read('vercel.json'))).toEqual({
      cleanUrls: true,
      redirects: [
        { source: '/docs/old{/}?', destination: '/docs/new/', permanent: true },
        { source: '/x', destination: '/y' },
      ],
    });
  });

  it.each([
    [['pages'], ['old/index.html'], []],
    [['nginx'], [], ['nginx-redirects.conf']],
    [[], [], []],
  ] as const)('writes only the outputs %j', async (outputs, pages, files) => {
    expect(await writeRedirectOutputs(dist, { old: '/new' }, { outputs })).toEqual({
      pages,
      files,
      warnings: [],
    });
    expect(await exists('_redirects')).toBe(false);
  });

  it('writes forced rules unless asked not to', async () => {
    await writeRedirectOutputs(dist, { old: '/new' }, { outputs: ['netlify'] });
    expect(await read('_redirects')).toContain('/old /new/ 301!');
    await writeRedirectOutputs(dist, { old: '/new' }, { outputs: ['netlify'], force: false });
    expect(await read('_redirects')).toContain('/old /new/ 301\n');
  });

  it('warns when a host file passes its host rule limit, counting the rules the site has too', async () => {
    await put('_redirects', Array.from({ length: 1999 }, (_, index) => `/x${index} /y 301\n`).join(''));
    const written = await writeRedirectOutputs(dist, { old: '/new' }, { outputs: ['netlify', 'vercel'] });
    expect(written.warnings).toHaveLength(1);
    expect(written.warnings[0]).toMatch(
      /^_redirects has 2,001 rules; Cloudflare Pages takes at most 2,000 static redirects .*static redirect pages.*createRedirectMiddleware/,
    );
  });

  it('never replaces a page of the site, and writes nothing then', async () => {
    await put('zh-Hans/quick-start/index.html', '<!doctype html><title>A real page</title>');
    await mkdir(join(dist, 'ja/quick-start/index.html'), { recursive: true });
    await put('vercel.json', '{ "routes": [] }');
    await expect(writeRedirectOutputs(dist, examples, site)).rejects.toThrow(
      [
        `Cannot write the redirect outputs into ${dist}:`,
        '  zh-Hans/quick-start/index.html is a page of the site; a redirect page would replace it',
        '  ja/quick-start/index.html is a page of the site; a redirect page would replace it',
        '  vercel.json cannot take the redirects: it has "routes", which Vercel does not allow with "redirects"',
      ].join('\n'),
    );
    expect(await exists('_redirects')).toBe(false);
    expect(await exists('quick-start/index.html')).toBe(false);
    expect(await read('zh-Hans/quick-start/index.html')).toContain('A real page');
  });

  it('reports a vercel.json that is not JSON', async () => {
    await put('vercel.json', '{ nope');
    await expect(writeRedirectOutputs(dist, examples, site)).rejects.toThrow(
      /vercel\.json cannot take the redirects: .*JSON/,
    );
  });

  it('refuses a table with errors', async () => {
    await expect(writeRedirectOutputs(dist, { a: '/b', b: '/a' }, site)).rejects.toThrow(RedirectTableError);
  });

  it.each([
    ['a folder that does not exist', 'missing'],
    ['a file', 'en/getting-started/installation/index.html'],
  ])('refuses %s as the site folder', async (_name, path) => {
    await expect(writeRedirectOutputs(join(dist, path), examples, site)).rejects.toThrow('is not a folder');
  });
});
