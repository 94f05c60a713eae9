import { describe, expect, it } from 'vitest';
import { excerptParts, sanitizeExcerpt } from './sanitize-excerpt';

describe('sanitizeExcerpt', () => {
  it.each([
    ['plain text', 'plain text'],
    ['the <mark>alert</mark> shows', 'the <mark>alert</mark> shows'],
    ['<MARK>Alert</MARK>', '<mark>Alert</mark>'],
    // Pagefind escapes angle brackets but leaves ampersands and quotes as they are.
    ['Array&lt;string&gt; a & b "q"', 'Array&lt;string&gt; a &amp; b "q"'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<script>alert(1)</script>', 'alert(1)'],
    ['<mark class="x" onclick="y">hit</mark>', 'hit'],
    ['<b><mark>bold</mark></b>', '<mark>bold</mark>'],
    ['a <!-- comment --> b', 'a  b'],
    ['1 < 2 and 3 > 2', '1 &lt; 2 and 3 &gt; 2'],
    ['</mark>stray close', 'stray close'],
    ['<mark>never closed', '<mark>never closed</mark>'],
    ['<mark>a</mark><mark>b</mark>', '<mark>ab</mark>'],
    ['&#60;script&#x3E; &nbsp; &unknown; &#0;', '&lt;script&gt; \u00a0 &amp;unknown; &amp;#0;'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeExcerpt(input)).toBe(expected);
  });
});

describe('excerptParts', () => {
  it('gives plain text runs, marked where the search matched', () => {
    expect(excerptParts('the <mark>alert</mark> &lt;b&gt; &amp; more')).toEqual([
      { text: 'the ', marked: false },
      { text: 'alert', marked: true },
      { text: ' <b> & more', marked: false },
    ]);
  });

  it('keeps segmented Chinese text as it is', () => {
    expect(excerptParts('配置. <mark>侧边</mark><mark>栏</mark>会自动生成。')).toEqual([
      { text: '配置. ', marked: false },
      { text: '侧边栏', marked: true },
      { text: '会自动生成。', marked: false },
    ]);
  });
});
