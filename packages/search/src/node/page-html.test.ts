import { describe, expect, it } from 'vitest';
import { htmlLanguage } from './page-html';

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
