// Test helper: packed packages, as `npm pack` writes them, made in memory.
import { gzipSync } from 'node:zlib';

/** A tar archive of the files, in the ustar format `npm pack` writes, gzipped. */
export function packed(files: Record<string, string>): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, text] of Object.entries(files)) {
    const body = Buffer.from(text);
    const header = Buffer.alloc(512);
    const [prefix, base] =
      name.length > 100
        ? [name.slice(0, name.lastIndexOf('/')), name.slice(name.lastIndexOf('/') + 1)]
        : ['', name];
    header.write(base, 0, 100);
    header.write('0000644\0', 100);
    header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write('ustar\0', 257);
    header.write(prefix, 345, 155);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
