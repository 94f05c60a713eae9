import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarballRegistry } from './tarball-registry.js';
import { packed } from './test/packed.js';

const folder = mkdtempSync(path.join(tmpdir(), 'create-lectern-registry-'));
const astro = packed({
  'package/package.json': JSON.stringify({
    name: '@lectern/astro',
    version: '0.1.0',
    dependencies: { '@lectern/theme-core': '0.1.0' },
  }),
});
writeFileSync(path.join(folder, 'lectern-astro-0.1.0.tgz'), astro);
writeFileSync(
  path.join(folder, 'lectern-theme-core-0.1.0.tgz'),
  packed({ 'package/package.json': JSON.stringify({ name: '@lectern/theme-core', version: '0.1.0' }) }),
);
writeFileSync(
  path.join(folder, 'lectern-theme-core-0.10.0.tgz'),
  packed({ 'package/package.json': JSON.stringify({ name: '@lectern/theme-core', version: '0.10.0' }) }),
);
writeFileSync(path.join(folder, 'notes.txt'), 'not a package');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A package's document, as the registry answers it. */
interface RegistryDocument {
  'dist-tags': Record<string, string>;
  versions: Record<string, unknown>;
  time?: unknown;
}

describe('startTarballRegistry', () => {
  it('serves each package’s document and tarball, as a registry does, on this machine', async () => {
    const registry = await startTarballRegistry(folder);
    try {
      expect(registry.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect([...registry.packages]).toEqual([
        ['@lectern/astro', ['0.1.0']],
        ['@lectern/theme-core', ['0.1.0', '0.10.0']],
      ]);
      // npm asks with the scope's slash escaped, pnpm without.
      for (const name of ['@lectern%2fastro', '@lectern/astro']) {
        const document = (await (await fetch(`${registry.url}${name}`)).json()) as RegistryDocument;
        expect(document['dist-tags']).toEqual({ latest: '0.1.0' });
        expect(document.versions['0.1.0']).toMatchObject({
          name: '@lectern/astro',
          dependencies: { '@lectern/theme-core': '0.1.0' },
          dist: {
            tarball: `${registry.url}@lectern/astro/-/lectern-astro-0.1.0.tgz`,
            integrity: `sha512-${createHash('sha512').update(astro).digest('base64')}`,
          },
        });
        expect(document.time).toBeUndefined();
      }
      const tarball = Buffer.from(
        await (await fetch(`${registry.url}@lectern/astro/-/lectern-astro-0.1.0.tgz`)).arrayBuffer(),
      );
      expect(tarball.equals(astro)).toBe(true);
      const core = (await (await fetch(`${registry.url}@lectern/theme-core`)).json()) as RegistryDocument;
      expect(core['dist-tags']).toEqual({ latest: '0.10.0' });
      expect((await fetch(`${registry.url}left-pad`)).status).toBe(404);
      expect((await fetch(`${registry.url}@lectern/astro/-/other.tgz`)).status).toBe(404);
    } finally {
      await registry.close();
    }
  });

  it('names a tarball that is not a packed package', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'create-lectern-broken-'));
    writeFileSync(path.join(broken, 'lectern-astro-0.1.0.tgz'), 'not gzip');
    await expect(startTarballRegistry(broken)).rejects.toThrow(
      'lectern-astro-0.1.0.tgz: not a packed package (a .tgz from npm pack or pnpm pack)',
    );
    rmSync(broken, { recursive: true, force: true });
  });
});
