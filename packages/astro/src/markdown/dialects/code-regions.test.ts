import { describe, expect, it } from 'vitest';
import { codeRegion, lineRange, withoutRegionMarkers } from './code-regions.js';

const FILE = [
  'import { a } from "a";',
  '',
  'export function setup() {',
  '  // #region install',
  '  const x = 1;',
  '  /* #region inner */',
  '  const y = 2;',
  '  /* #endregion inner */',
  '  return x + y;',
  '  // #endregion install',
  '}',
  '<!-- #region html -->',
  '<p>Hi</p>',
  '<!-- #endregion html -->',
  '# region py',
  'value = 1',
  '# endregion',
  '#region cs',
  'var z = 3;',
  '#endregion',
].join('\n');

describe('codeRegion', () => {
  it('quotes a region without its markers, or those of regions inside it, and without its indentation', () => {
    expect(codeRegion(FILE, 'install')).toBe('const x = 1;\nconst y = 2;\nreturn x + y;');
  });

  it.each([
    ['html', '<p>Hi</p>'],
    ['py', 'value = 1'],
    ['cs', 'var z = 3;'],
    ['inner', 'const y = 2;'],
  ])('reads the markers of region %s', (name, text) => {
    expect(codeRegion(FILE, name)).toBe(text);
  });

  it('says when there is no such region', () => {
    expect(codeRegion(FILE, 'missing')).toBeUndefined();
  });

  it('does not read code that mentions a region as a marker', () => {
    expect(codeRegion('region = 1\n// #region a\nregion = 2\n// #endregion', 'a')).toBe('region = 2');
  });
});

describe('lineRange', () => {
  it.each([
    [2, 3, 'b\nc'],
    [3, undefined, 'c\nd'],
    [undefined, 2, 'a\nb'],
    [9, undefined, ''],
  ])('lines %s to %s', (from, to, text) => {
    expect(lineRange('a\nb\nc\nd', from, to)).toBe(text);
  });
});

describe('withoutRegionMarkers', () => {
  it('drops every marker and the final line break', () => {
    expect(withoutRegionMarkers('a\n// #region x\nb\n// #endregion\n')).toBe('a\nb');
  });
});
