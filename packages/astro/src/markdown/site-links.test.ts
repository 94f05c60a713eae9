import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { siteLinksUnderBase } from './site-links.js';

function render(source: string, base: string): string {
  const result = markdownToHtml(source, { hastPlugins: [siteLinksUnderBase({ base })] });
  if (result instanceof Promise) throw new Error('expected the plugin to run at once');
  return result.html.trim();
}

describe('siteLinksUnderBase', () => {
  it('puts the base in front of links and images written from the site’s root', () => {
    expect(render('[Guide](/en/guide/#install) ![Logo](/logo.svg)', '/docs/')).toBe(
      '<p><a href="/docs/en/guide/#install">Guide</a> <img src="/docs/logo.svg" alt="Logo"></p>',
    );
  });

  it('does the same for the address attributes of raw HTML', () => {
    expect(render('<video src="/demo.mp4" poster="/demo.png"></video>', '/docs/')).toContain(
      'src="/docs/demo.mp4" poster="/docs/demo.png"',
    );
  });

  it.each([
    ['an address already under the base', '[Guide](/docs/en/guide/)', '/docs/en/guide/'],
    ['a relative link', '[Next](./next/)', './next/'],
    ['an anchor', '[Top](#top)', '#top'],
    ['another site', '[GitHub](https://github.com/lectern)', 'https://github.com/lectern'],
    ['a protocol-relative address', '[CDN](//cdn.example.com/a.js)', '//cdn.example.com/a.js'],
  ])('leaves %s as it is', (_case, source, href) => {
    expect(render(source, '/docs/')).toContain(`href="${href}"`);
  });
});
