import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { iconMarkup } from '../test/icons.js';
import { externalLinks, isOtherSite } from './external-links.js';
import { markdownTranslator } from './labels.js';

function render(source: string, site?: string) {
  return markdownToHtml(source, {
    hastPlugins: [externalLinks({ t: markdownTranslator(), site })],
  }).html.trim();
}

describe('isOtherSite', () => {
  it.each([
    ['https://github.com/lectern', 'https://lectern.dev', true],
    ['http://example.com', undefined, true],
    ['//cdn.example.com/x.js', 'https://lectern.dev', true],
    ['HTTPS://GITHUB.COM', 'https://lectern.dev', true],
    ['https://lectern.dev/en/', 'https://lectern.dev', false],
    ['https://lectern.dev:8080/', 'https://lectern.dev', true],
    ['https://lectern.dev/', new URL('https://lectern.dev/docs/'), false],
    ['/en/guide/', 'https://lectern.dev', false],
    ['#install', undefined, false],
    ['guide/', undefined, false],
    ['mailto:team@lectern.dev', undefined, false],
    ['https://[bad', undefined, false],
  ])('%s with site %s: %s', (href, site, expected) => {
    expect(isOtherSite(href, site)).toBe(expected);
  });
});

describe('externalLinks', () => {
  it('opens links to other sites in a new tab, and says so', () => {
    expect(render('[GitHub](https://github.com/lectern)', 'https://lectern.dev')).toBe(
      '<p><a href="https://github.com/lectern" target="_blank" rel="noreferrer">GitHub' +
        '<span class="lectern-sr-only" data-pagefind-ignore="all"> (opens in a new tab)</span>' +
        `${iconMarkup('external')}</a></p>`,
    );
  });

  it("leaves the site's own links, anchors and mail links alone", () => {
    const html = render(
      '[a](https://lectern.dev/en/) [b](/en/guide/) [c](#top) [d](mailto:x@y.z)',
      'https://lectern.dev',
    );
    expect(html).not.toContain('target');
    expect(html).not.toContain('lectern-sr-only');
  });

  it('leaves links with their own target, and links in headings, alone', () => {
    const html = markdownToHtml(
      '<a href="https://x.dev" target="_self">x</a>\n\n## See [GitHub](https://github.com)',
      { hastPlugins: [externalLinks({ t: markdownTranslator() })], features: { rawHtml: true } },
    ).html;
    expect(html).toContain('target="_self"');
    expect(html).toContain('<h2>See <a href="https://github.com">GitHub</a></h2>');
  });

  it("uses the site's new-tab hint", () => {
    const html = markdownToHtml('<https://x.dev>', {
      hastPlugins: [
        externalLinks({ t: markdownTranslator({ labels: { 'nav.opensInNewTab': '(new tab)' } }) }),
      ],
    }).html;
    expect(html).toContain('<span class="lectern-sr-only" data-pagefind-ignore="all"> (new tab)</span>');
  });
});
