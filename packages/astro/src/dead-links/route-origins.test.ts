import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeOrigins } from './route-origins.js';

describe('routeOrigins', () => {
  it("names the site's page file, or the integration's route, of each built file", () => {
    const dist = '/site/dist';
    const file = (name: string) => pathToFileURL(`${dist}/${name}`);
    const origins = routeOrigins(
      [
        { pattern: '/[locale]/api', entrypoint: 'src/pages/[locale]/api.astro', origin: 'project' },
        { pattern: '/', entrypoint: '@lectern/astro/routes/LanguagePicker.astro', origin: 'external' },
        { pattern: '/blog', entrypoint: 'some-blog/routes/Blog.astro', origin: 'external' },
      ],
      new Map([
        ['/[locale]/api', [file('en/api/index.html'), file('zh-CN/api/index.html')]],
        ['/', [file('index.html')]],
        ['/blog', [file('blog/index.html')]],
        ['/unknown', [file('x/index.html')]],
      ]),
      dist,
    );
    expect(Object.fromEntries(origins)).toEqual({
      'en/api/index.html': 'src/pages/[locale]/api.astro',
      'zh-CN/api/index.html': 'src/pages/[locale]/api.astro',
      'index.html': "the theme's LanguagePicker route",
      'blog/index.html': 'some-blog/routes/Blog.astro',
    });
    expect(routeOrigins([], undefined, dist).size).toBe(0);
  });
});
