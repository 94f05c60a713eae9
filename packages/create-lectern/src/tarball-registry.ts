import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { manifestOfTarball, type PackedManifest } from './tarball.js';

/** A packed package the registry serves. */
interface Served {
  manifest: PackedManifest;
  file: string;
  bytes: Buffer;
}

/** A registry of packed packages, running on this machine for the length of an install. */
export interface TarballRegistry {
  /** Its address, e.g. `http://127.0.0.1:41234/`. */
  readonly url: string;
  /** The packages it serves, by name, with their versions. */
  readonly packages: ReadonlyMap<string, readonly string[]>;
  close(): Promise<void>;
}

/** `1.10.0` after `1.9.0`: the numeric parts compared in order, then a release after its pre-releases. */
function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [core = '', pre] = version.split('-', 2);
    return { parts: core.split('.').map(Number), pre };
  };
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < 3; index++) {
    const difference = (left.parts[index] ?? 0) - (right.parts[index] ?? 0);
    if (difference !== 0) return difference;
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === undefined) return 1;
  if (right.pre === undefined) return -1;
  return left.pre.localeCompare(right.pre);
}

/**
 * Serves the packed packages of a folder (`.tgz` files, as `pnpm pack` writes them) as an npm registry
 * does, on 127.0.0.1 for the length of an install: a package's document (its versions, each with its
 * manifest and the address, integrity and checksum of its tarball) and the tarballs themselves. The
 * packages then install as they will once published: their dependencies on each other resolve to the
 * tarballs, under npm, pnpm and yarn alike, with no overrides. No publication time is claimed, so a
 * package manager's minimum release age does not apply.
 *
 * @throws {Error} naming the file of a tarball that is not a packed package.
 */
export async function startTarballRegistry(folder: string): Promise<TarballRegistry> {
  const served = new Map<string, Served[]>();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.tgz'))
    .sort()) {
    const bytes = readFileSync(path.join(folder, file));
    const manifest = manifestOfTarball(bytes, file);
    served.set(manifest.name, [...(served.get(manifest.name) ?? []), { manifest, file, bytes }]);
  }
  let address = '';
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const tarball = /^\/(.+)\/-\/([^/]+\.tgz)$/.exec(pathname);
    if (tarball) {
      const found = served.get(tarball[1] as string)?.find((entry) => entry.file === tarball[2]);
      if (found) {
        response.writeHead(200, {
          'Content-Type': 'application/octet-stream',
          'Content-Length': found.bytes.length,
        });
        response.end(found.bytes);
        return;
      }
    }
    const name = pathname.slice(1);
    const versions = served.get(name);
    if (!versions) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: `${name} is not among the packed packages` }));
      return;
    }
    const latest = [...versions]
      .sort((a, b) => compareVersions(a.manifest.version, b.manifest.version))
      .at(-1);
    const document = {
      name,
      'dist-tags': { latest: latest?.manifest.version },
      versions: Object.fromEntries(
        versions.map(({ manifest, file, bytes }) => [
          manifest.version,
          {
            ...manifest,
            _id: `${name}@${manifest.version}`,
            dist: {
              tarball: `${address}${name}/-/${file}`,
              integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
              shasum: createHash('sha1').update(bytes).digest('hex'),
            },
          },
        ]),
      ),
    };
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(document));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url: address,
    packages: new Map(
      [...served].map(([name, entries]) => [name, entries.map((entry) => entry.manifest.version)]),
    ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
