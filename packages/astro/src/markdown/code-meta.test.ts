import { describe, expect, it } from 'vitest';
import { codeInfo, parseCodeMeta, parseLineRanges } from './code-meta.js';

describe('parseLineRanges', () => {
  it.each([
    ['2', [2]],
    ['2,4-5', [2, 4, 5]],
    [' 1 , 3 - 4 ', [1, 3, 4]],
    ['3-1', [1, 2, 3]],
    ['4,2,4,1-2', [1, 2, 4]],
    ['0', []],
    ['0-2', [1, 2]],
    ['', []],
    ['x,2,-,1-', [2]],
  ])('reads %j as %j', (ranges, lines) => {
    expect(parseLineRanges(ranges)).toEqual(lines);
  });

  it('stops at line 10000', () => {
    expect(parseLineRanges('9999-999999999')).toEqual([9999, 10_000]);
  });
});

describe('parseCodeMeta', () => {
  it.each([
    [undefined, { highlightedLines: [] }],
    [null, { highlightedLines: [] }],
    ['', { highlightedLines: [] }],
    ['{2,4-5}', { highlightedLines: [2, 4, 5] }],
    ['title="astro.config.ts"', { title: 'astro.config.ts', highlightedLines: [] }],
    ["title='my file.ts' {1}", { title: 'my file.ts', highlightedLines: [1] }],
    ['{1-2} title=app.ts', { title: 'app.ts', highlightedLines: [1, 2] }],
    ['title="{1}.ts"', { title: '{1}.ts', highlightedLines: [] }],
    ['title=""', { highlightedLines: [] }],
    ['showLineNumbers wrap', { highlightedLines: [], lineNumbers: 1 }],
    ['showLineNumbers=5 {2}', { highlightedLines: [2], lineNumbers: 5 }],
    ['noshowLineNumbers', { highlightedLines: [] }],
    ['subtitle="x" {3}', { highlightedLines: [3] }],
  ])('reads %j', (meta, expected) => {
    expect(parseCodeMeta(meta)).toEqual(expected);
  });
});

describe('codeInfo', () => {
  it.each([
    ['js{4}', null, { lang: 'js', meta: '{4}' }],
    ['js', '{4}', { lang: 'js', meta: '{4}' }],
    ['ts:line-numbers', '{1}', { lang: 'ts', meta: 'showLineNumbers {1}' }],
    ['ts:line-numbers=5', null, { lang: 'ts', meta: 'showLineNumbers=5' }],
    ['ts:no-line-numbers', null, { lang: 'ts', meta: null }],
    ['sh', '[npm]', { lang: 'sh', meta: 'title="npm"' }],
    ['ts', '[config.ts]{2}', { lang: 'ts', meta: 'title="config.ts" {2}' }],
    ['ts', 'title="a.ts" [b]', { lang: 'ts', meta: 'title="a.ts" [b]' }],
    [
      'jsx',
      'title="/src/x.js" {1,4-6} showLineNumbers',
      { lang: 'jsx', meta: 'title="/src/x.js" {1,4-6} showLineNumbers' },
    ],
    ['c++', null, { lang: 'c++', meta: null }],
    [null, null, { lang: null, meta: null }],
  ])('reads %j %j', (lang, meta, expected) => {
    expect(codeInfo(lang, meta)).toEqual(expected);
  });
});
