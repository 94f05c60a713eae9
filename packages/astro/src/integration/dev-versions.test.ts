import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { versionBuildFolder } from '../versions/older-versions.js';
import { olderVersionsHandler } from './dev-versions.js';

const versions = {
  current: { name: '2.0' },
  older: [{ name: '1.0' }, { name: '0.9' }],
};

let cacheDir = '';
let server: Server | undefined;
afterEach(() => {
  server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** A dev server with the handler, whose other addresses Astro would answer ("astro"). */
async function serve(base: string) {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'lectern-dev-versions-'));
  const handler = olderVersionsHandler({ versions, cacheDir, base });
  server = createServer((request, response) => handler(request, response, () => response.end('astro')));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return async (address: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${address}`);
    return { status: response.status, text: await response.text() };
  };
}

describe('the older versions in astro dev', () => {
  it("serves an older version's pages from its last build, and leaves the rest to Astro", async () => {
    const get = await serve('/docs/');
    const built = versionBuildFolder(cacheDir, '1.0');
    mkdirSync(path.join(built, 'en/guide'), { recursive: true });
    writeFileSync(path.join(built, 'index.html'), '<p>home of 1.0</p>');
    writeFileSync(path.join(built, 'en/guide/index.html'), '<p>guide of 1.0</p>');
    expect(await get('/docs/1.0/en/guide/')).toEqual({ status: 200, text: '<p>guide of 1.0</p>' });
    expect(await get('/docs/1.0/en/guide/?q=1')).toEqual({ status: 200, text: '<p>guide of 1.0</p>' });
    expect(await get('/docs/en/guide/')).toEqual({ status: 200, text: 'astro' });
    expect(await get('/other/1.0/en/guide/')).toEqual({ status: 200, text: 'astro' });
    const missing = await get('/docs/1.0/en/gone/');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("Version 1.0's last build has no /en/gone/");
    // A new build shows at once.
    writeFileSync(path.join(built, 'en/guide/index.html'), '<p>guide of 1.0, built again</p>');
    expect((await get('/docs/1.0/en/guide/')).text).toBe('<p>guide of 1.0, built again</p>');
  });

  it('says what to do for a version not built yet, and reads a server build’s client folder', async () => {
    const get = await serve('/');
    const notBuilt = await get('/0.9/en/');
    expect(notBuilt.status).toBe(404);
    expect(notBuilt.text).toContain('Version 0.9 has not been built yet');
    expect(notBuilt.text).toContain('run astro build once');
    const client = path.join(versionBuildFolder(cacheDir, '0.9'), 'client');
    mkdirSync(client, { recursive: true });
    writeFileSync(path.join(client, 'index.html'), '<p>home of 0.9</p>');
    expect(await get('/0.9/')).toEqual({ status: 200, text: '<p>home of 0.9</p>' });
  });
});
