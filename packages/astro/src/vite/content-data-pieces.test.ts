import { describe, expect, it } from 'vitest';
import { CONTENT_DATA_MODULE, contentDataInPieces, inPieces } from './content-data-pieces';

/** The value a module's `export default` gives. */
function exportedValue(code: string): unknown {
  return new Function(code.replace(/^export default /, 'return '))();
}

const store = JSON.stringify([
  ['Map', 1, 2],
  'docs',
  { html: '<p>Permalink to “Setup” — \\u2028 😀 "quoted" \\\\ back</p>'.repeat(40) },
]);

describe('inPieces', () => {
  it("writes Astro's data store module as short literals with the same value", () => {
    const astro = `export default JSON.parse(${JSON.stringify(store)})`;
    const written = inPieces(astro, 50);
    expect(written).toMatch(/^export default JSON\.parse\(\[".*"\]\.join\(""\)\);$/s);
    expect(written?.split('","').length).toBeGreaterThan(10);
    expect(exportedValue(written ?? '')).toEqual(exportedValue(astro));
  });

  it('cuts between the halves of a character outside the basic plane and still gives it whole', () => {
    const text = `a${'😀'.repeat(30)}`;
    const written = inPieces(`export default ${JSON.stringify(text)}`, 2);
    expect(exportedValue(written ?? '')).toBe(text);
  });

  it('writes a chunk module (export default "…") the same way', () => {
    const astro = `export default ${JSON.stringify(store)};\n`;
    expect(exportedValue(inPieces(astro, 64) ?? '')).toBe(store);
  });

  it('leaves short modules, and modules of another shape, as they are', () => {
    expect(inPieces('export default JSON.parse("[]")')).toBeUndefined();
    expect(inPieces('export default new Map()', 2)).toBeUndefined();
    expect(inPieces('export default{"docs":[(await import("x"))]}', 2)).toBeUndefined();
    expect(inPieces('export default "unterminated', 2)).toBeUndefined();
    expect(inPieces('export default "a" + "b"', 2)).toBeUndefined();
  });
});

describe('contentDataInPieces', () => {
  it("rewrites only Astro's content data modules", () => {
    const { handler } = contentDataInPieces().transform;
    const code = `export default JSON.parse(${JSON.stringify('x'.repeat(70_000))})`;
    expect(handler(code, '\0astro:data-layer-content')?.code).toContain('.join("")');
    expect(handler(code, '\0astro:data-layer-content-chunk:0123456789abcdef.txt.mjs')?.code).toContain(
      '.join("")',
    );
    expect(handler(code, '/src/pages/index.astro')).toBeUndefined();
    expect(CONTENT_DATA_MODULE.test('\0astro:data-layer-content')).toBe(true);
  });
});
