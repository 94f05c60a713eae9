/**
 * Astro writes the content layer's data store (every page's rendered HTML, for a docs site tens of MB)
 * into one module as a single string literal: `export default JSON.parse("…")`, or with chunked storage
 * one `export default "…"` per chunk. V8 reads a string literal that long very slowly, and more slowly
 * the longer it is: 71 MB took 55 s to compile (about half of a 1000-page build, when Node's compile cache
 * is cold), 213 MB about 8 minutes. The same text as a list of short literals joined at run time compiles
 * in about 3 s. This rewrites the module so, keeping its value exactly.
 */

/** The data store's module, and its chunks' modules with chunked storage (Astro's virtual ids). */
export const CONTENT_DATA_MODULE = /^\0astro:data-layer-content(?:-chunk:.*)?$/;

/** The length of each literal: short enough for V8 to read quickly, long enough to keep the module small. */
const PIECE_LENGTH = 1 << 16;

/**
 * The module's code with its one long string literal written as short ones joined at run time, when the
 * code has Astro's shape (`export default JSON.parse("…")` or `export default "…"`); else `undefined`, and
 * the module stays as Astro wrote it.
 *
 * @example inPieces('export default "abc"', 2) // 'export default ["ab","c"].join("");'
 */
export function inPieces(code: string, pieceLength = PIECE_LENGTH): string | undefined {
  // Read by hand, not by a regular expression: the literal is tens of megabytes long.
  const body = code.trimEnd().replace(/;$/, '');
  const prefix = 'export default ';
  if (!body.startsWith(prefix)) return undefined;
  const parsed = body.startsWith(`${prefix}JSON.parse(`) && body.endsWith(')');
  const literal = parsed ? body.slice(`${prefix}JSON.parse(`.length, -1) : body.slice(prefix.length);
  if (literal.length <= pieceLength || !literal.startsWith('"') || !literal.endsWith('"')) return undefined;
  let text: unknown;
  try {
    text = JSON.parse(literal);
  } catch {
    return undefined;
  }
  if (typeof text !== 'string') return undefined;
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += pieceLength) {
    pieces.push(JSON.stringify(text.slice(start, start + pieceLength)));
  }
  const joined = `[${pieces.join(',')}].join("")`;
  return parsed ? `export default JSON.parse(${joined});` : `export default ${joined};`;
}

/**
 * The Vite plugin that writes Astro's content data modules in short pieces (see {@link inPieces}), in
 * the build and the dev server alike.
 */
export function contentDataInPieces() {
  return {
    name: 'lectern:content-data-in-pieces',
    transform: {
      filter: { id: CONTENT_DATA_MODULE },
      handler(code: string, id: string) {
        if (!CONTENT_DATA_MODULE.test(id)) return undefined;
        const written = inPieces(code);
        return written === undefined ? undefined : { code: written, map: { mappings: '' } };
      },
    },
  };
}
