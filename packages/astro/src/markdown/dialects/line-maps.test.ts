import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLineMaps } from './line-maps.js';

const page = pathToFileURL('/site/src/content/docs/en/page.md');
const rewritten = { text: 'One\nTwo\nThree\n', lines: [5, 9, 10] };

describe('createLineMaps', () => {
  it('names the line in the file of a line of the rewritten text, the last one past its end', () => {
    const lineMaps = createLineMaps();
    lineMaps.remember(page, rewritten);
    expect(lineMaps.fileLineOf(page, rewritten.text, 2)).toBe(9);
    expect(lineMaps.fileLineOf(page, rewritten.text, 7)).toBe(10);
  });

  it('names none for a page not rewritten, another text of the page, or a page forgotten', () => {
    const lineMaps = createLineMaps();
    expect(lineMaps.fileLineOf(page, rewritten.text, 1)).toBeUndefined();
    lineMaps.remember(page, rewritten);
    expect(lineMaps.fileLineOf(undefined, rewritten.text, 1)).toBeUndefined();
    expect(lineMaps.fileLineOf(page, 'One\n', 1)).toBeUndefined();
    lineMaps.remember(page, undefined);
    expect(lineMaps.fileLineOf(page, rewritten.text, 1)).toBeUndefined();
  });

  it('keeps its maps to itself: another site or build in the same process has its own', () => {
    const one = createLineMaps();
    const two = createLineMaps();
    one.remember(page, rewritten);
    expect(two.fileLineOf(page, rewritten.text, 2)).toBeUndefined();
    expect(one.fileLineOf(page, rewritten.text, 2)).toBe(9);
  });
});
