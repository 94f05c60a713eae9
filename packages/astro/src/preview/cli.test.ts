import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli.js';
import { writePreviewManifest } from './preview-manifest.js';

const folders: string[] = [];
const servers: Server[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A built site (pages and not-found pages), its redirect table and the manifest a build leaves. */
function builtSite(base: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'lectern-preview-'));
  folders.push(root);
  const dist = path.join(root, 'dist');
  const page = (address: string, text: string) => {
    mkdirSync(path.join(dist, address), { recursive: true });
    writeFileSync(path.join(dist, address, 'index.html'), `<p>${text}</p>`);
  };
  page('en/guide', 'The guide');
  page('en/new', 'The new page');
  page('en/404', 'English not found');
  page('zh-CN/404', '中文未找到');
  writeFileSync(path.join(dist, '404.html'), 'Site not found');
  writeFileSync(path.join(root, 'redirects.json'), JSON.stringify({ 'old/page': '/new/' }));
  writePreviewManifest(path.join(root, 'node_modules/.astro'), {
    root,
    siteDir: dist,
    base,
    redirects: 'redirects.json',
    locales: [
      { title: 'English', locale: 'en', enabled: true },
      { title: '简体中文', locale: 'zh-CN', enabled: true },
    ],
    defaultLocale: 'en',
  });
  return root;
}

async function preview(root: string) {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const server = await main(['--port', '0', '--host', '127.0.0.1'], root);
  if (typeof server === 'number') throw new Error(`lectern-preview exited with ${server}`);
  servers.push(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return async (pathname: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { redirect: 'manual' });
    return {
      status: response.status,
      location: response.headers.get('location'),
      text: await response.text(),
    };
  };
}

describe('lectern-preview', () => {
  it('answers an old address with 301, with and without its trailing slash', async () => {
    const get = await preview(builtSite('/'));
    expect(await get('/old/page')).toMatchObject({ status: 301, location: '/en/new/' });
    expect(await get('/old/page/')).toMatchObject({ status: 301, location: '/en/new/' });
  });

  it('serves the pages, sends a folder without its slash to it, and answers 404 in the language', async () => {
    const get = await preview(builtSite('/'));
    expect(await get('/en/guide/')).toMatchObject({ status: 200, text: '<p>The guide</p>' });
    expect(await get('/en/guide?tab=api')).toMatchObject({ status: 301, location: '/en/guide/?tab=api' });
    expect(await get('/zh-CN/nothing/')).toMatchObject({ status: 404, text: '<p>中文未找到</p>' });
    expect(await get('/nothing/')).toMatchObject({ status: 404, text: 'Site not found' });
  });

  it('serves a site under its base path, and nothing outside it', async () => {
    const get = await preview(builtSite('/docs/'));
    expect(await get('/docs/en/guide/')).toMatchObject({ status: 200, text: '<p>The guide</p>' });
    expect(await get('/docs/en/guide')).toMatchObject({ status: 301, location: '/docs/en/guide/' });
    expect(await get('/docs')).toMatchObject({ status: 301, location: '/docs/' });
    expect(await get('/docs/old/page')).toMatchObject({ status: 301, location: '/docs/en/new/' });
    expect(await get('/docs/en/nothing/')).toMatchObject({ status: 404, text: '<p>English not found</p>' });
    expect((await get('/en/guide/')).status).toBe(404);
  });

  it('says to build first when there is no build, and names a bad port', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const empty = mkdtempSync(path.join(tmpdir(), 'lectern-preview-'));
    folders.push(empty);
    expect(await main([], empty)).toBe(1);
    expect(errors.mock.calls[0]?.[0]).toMatch(
      /No built site to preview: .*lectern-preview\.json is missing\. Run the build first \(astro build\)/,
    );
    expect(await main(['--port', 'eighty'], empty)).toBe(2);
    expect(errors.mock.calls[1]?.[0]).toBe('--port: expected a port number, got "eighty"');
  });
});
