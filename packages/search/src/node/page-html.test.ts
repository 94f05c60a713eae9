import { describe, expect, it } from 'vitest';
import { htmlLanguage, pageUrl, withPageKind } from './page-html';

describe('pageUrl', () => {
  it.each([
    ['index.html', '/'],
    ['en/index.html', '/en/'],
    ['en/guide/index.html', '/en/guide/'],
    ['en\\guide\\index.html', '/en/guide/'],
    ['en/404.html', '/en/404.html'],
    ['en/guide/INDEX.HTM', '/en/guide/'],
    ['en/my-index.html', '/en/my-index.html'],
  ])('%s is served at %s', (path, url) => {
    expect(pageUrl(path)).toBe(url);
  });
});

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

describe('withPageKind', () => {
  it('tags the page as a page on its <html> element', () => {
    expect(withPageKind('<!doctype html><html lang="en"><body></body></html>')).toBe(
      '<!doctype html><html data-pagefind-filter="kind:page" lang="en"><body></body></html>',
    );
  });

  it('leaves a page that sets its own kind as it is', () => {
    const html = '<html><body><main data-pagefind-filter="kind:guide"></main></body></html>';
    expect(withPageKind(html)).toBe(html);
  });

  it('tags a fragment without <html> too', () => {
    expect(withPageKind('<main>x</main>')).toBe('<div data-pagefind-filter="kind:page"></div><main>x</main>');
  });
});
