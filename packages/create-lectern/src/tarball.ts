import { gunzipSync } from 'node:zlib';

/** The size of a tar archive's blocks: each entry is a header block, then its content in whole blocks. */
const BLOCK = 512;

/** A text field of a tar header: the bytes up to the first NUL. */
function field(header: Buffer, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? bytes.length : end).toString('utf8');
}

/**
 * One file of a packed package (`.tgz`, as `npm pack` and `pnpm pack` write it): the bytes of the entry
 * whose path is `name` (`package/package.json`), or `undefined` when the archive has none. Reads the ustar
 * format those tools write, including its long-name prefix field.
 *
 * @throws {Error} when the bytes are not a gzipped tar archive.
 */
export function fileInTarball(tgz: Buffer, name: string): Buffer | undefined {
  const tar = gunzipSync(tgz);
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return undefined;
    const prefix = field(header, 345, 155);
    const path = prefix === '' ? field(header, 0, 100) : `${prefix}/${field(header, 0, 100)}`;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const start = offset + BLOCK;
    if (path === name) return tar.subarray(start, start + size);
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return undefined;
}

/** The manifest of a packed package: its `package/package.json`. */
export interface PackedManifest {
  name: string;
  version: string;
  [field: string]: unknown;
}

/**
 * The `package.json` of a packed package.
 *
 * @throws {Error} naming the file when it is not a packed package.
 */
export function manifestOfTarball(tgz: Buffer, file: string): PackedManifest {
  let text: Buffer | undefined;
  try {
    text = fileInTarball(tgz, 'package/package.json');
  } catch {
    throw new Error(`${file}: not a packed package (a .tgz from npm pack or pnpm pack)`);
  }
  if (text === undefined) throw new Error(`${file}: has no package/package.json`);
  const manifest = JSON.parse(text.toString('utf8')) as Partial<PackedManifest>;
  if (typeof manifest.name !== 'string' || typeof manifest.version !== 'string') {
    throw new Error(`${file}: its package.json has no name or version`);
  }
  return manifest as PackedManifest;
}
