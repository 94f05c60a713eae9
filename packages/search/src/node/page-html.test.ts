import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, htmlLanguage } from './page-html';

describe('htmlLanguage', () => {
  it.each([
    ['<!doctype html><html lang="zh-CN" dir="ltr"><body>', 'zh-CN'],
    ["<html dir='rtl' lang='ar'>", 'ar'],
    ['<HTML LANG=en>', 'en'],
    ['<html lang="">', undefined],
    ['<html>', undefined],
    ['<p lang="de">no html element</p>', undefined],
    ['<html data-lang="de">', undefined],
  ])('reads %s as %j', (html, language) => {
    expect(htmlLanguage(html)).toBe(language);
  });
});

describe('escapeHtml', () => {
  it('makes text safe inside an element and a quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/a&#62;',
    );
  });
});

describe('decodeEntities', () => {
  it.each([
    ['Tom &amp; Jerry &#8212; &lt;3', 'Tom & Jerry — <3'],
    ['&quot;a&quot; &apos;b&apos; &#x41;&#X42;', `"a" 'b' AB`],
    ['&nbsp;', '\u00a0'],
    ['&unknown; &#0; &#x110000; & alone', '&unknown; &#0; &#x110000; & alone'],
  ])('reads %j as %j', (html, text) => {
    expect(decodeEntities(html)).toBe(text);
  });
});
