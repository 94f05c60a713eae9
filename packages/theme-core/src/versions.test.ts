import { describe, expect, it } from 'vitest';
import {
  canonicalVersionPath,
  type DocsVersion,
  olderVersionBanner,
  type SiteVersions,
  versionBases,
  versionMenu,
  versionNoindex,
  versionOfPath,
  versionPath,
  versionsIssues,
} from './versions.js';

const VERSIONS: SiteVersions = {
  current: { name: '0.3', label: 'v0.3' },
  older: [{ name: '0.2', label: 'v0.2' }, { name: '0.1' }],
};
const V01 = VERSIONS.older[1] as DocsVersion;

/** Pages each version has, within it: 0.1 has no API page, and only the current one a releases page. */
const PAGES: Record<string, readonly string[]> = {
  '0.3': ['/en/', '/en/guide/', '/en/api/', '/en/releases/', '/zh-CN/guide/'],
  '0.2': ['/en/', '/en/guide/', '/en/api/', '/zh-CN/guide/'],
  '0.1': ['/en/', '/en/guide/', '/en/old-only/'],
};
const hasPage = (version: DocsVersion, rest: string) => PAGES[version.name]?.includes(rest) ?? false;

describe('versionOfPath', () => {
  it.each([
    ['/en/guide/', '0.3', true, '/en/guide/'],
    ['/0.2/en/guide/', '0.2', false, '/en/guide/'],
    ['/0.1/en/guide/?q=a#top', '0.1', false, '/en/guide/?q=a#top'],
    ['/0.1', '0.1', false, '/'],
    // A segment that only starts like a version's name is the current version's.
    ['/0.10/en/', '0.3', true, '/0.10/en/'],
    ['/0.3/en/', '0.3', true, '/0.3/en/'],
  ])('%s is of %s', (path, name, current, rest) => {
    expect(versionOfPath(path, VERSIONS)).toEqual({
      version: expect.objectContaining({ name }),
      current,
      rest,
    });
  });
});

describe('versionPath', () => {
  it('puts an older version’s name in front, and leaves the current version’s addresses plain', () => {
    expect(versionPath(V01, '/en/guide/', VERSIONS)).toBe('/0.1/en/guide/');
    expect(versionPath(V01, 'en/guide/', VERSIONS)).toBe('/0.1/en/guide/');
    expect(versionPath(VERSIONS.current, '/en/guide/', VERSIONS)).toBe('/en/guide/');
  });
});

describe('versionBases', () => {
  it('gives each version, the current one first, with its pages’ base path under the site’s', () => {
    expect(versionBases(VERSIONS)).toEqual([
      { label: 'v0.3', basePath: '/' },
      { label: 'v0.2', basePath: '/0.2/' },
      { label: '0.1', basePath: '/0.1/' },
    ]);
    expect(versionBases(VERSIONS, '/docs/').map((version) => version.basePath)).toEqual([
      '/docs/',
      '/docs/0.2/',
      '/docs/0.1/',
    ]);
  });
});

describe('versionMenu', () => {
  it('leads to the same page in each version that has it, else to that version’s home', () => {
    expect(versionMenu('/0.2/en/api/', VERSIONS, { hasPage, home: '/en/' })).toEqual([
      { name: '0.3', label: 'v0.3', link: '/en/api/', current: false, latest: true },
      { name: '0.2', label: 'v0.2', link: '/0.2/en/api/', current: true, latest: false },
      { name: '0.1', label: '0.1', link: '/0.1/en/', current: false, latest: false },
    ]);
  });

  it('marks the current version on its plain addresses, and writes the links under the base', () => {
    const items = versionMenu('/docs/en/guide/', VERSIONS, { base: '/docs/', hasPage, home: '/en/' });
    expect(items.map((item) => [item.link, item.current])).toEqual([
      ['/docs/en/guide/', true],
      ['/docs/0.2/en/guide/', false],
      ['/docs/0.1/en/guide/', false],
    ]);
  });

  it('takes every version to have every page when it is not told which', () => {
    expect(versionMenu('/en/releases/', VERSIONS).map((item) => item.link)).toEqual([
      '/en/releases/',
      '/0.2/en/releases/',
      '/0.1/en/releases/',
    ]);
  });
});

describe('olderVersionBanner', () => {
  it('says which version is read, and leads to the same page in the current one', () => {
    expect(olderVersionBanner('/0.2/en/guide/', VERSIONS, { hasPage, home: '/en/' })).toEqual({
      version: 'v0.2',
      latest: 'v0.3',
      latestName: '0.3',
      link: '/en/guide/',
    });
  });

  it('leads to the current version’s home for a page it no longer has, under the base', () => {
    expect(
      olderVersionBanner('/docs/0.1/en/old-only/', VERSIONS, { base: '/docs/', hasPage, home: '/en/' }),
    ).toEqual({ version: '0.1', latest: 'v0.3', latestName: '0.3', link: '/docs/en/' });
  });

  it('shows none on a page of the current version', () => {
    expect(olderVersionBanner('/en/guide/', VERSIONS, { hasPage })).toBeUndefined();
  });
});

describe('canonicalVersionPath', () => {
  it.each([
    ['/0.2/en/guide/', '/en/guide/'],
    ['/0.1/en/old-only/', '/0.1/en/old-only/'],
    ['/en/api/', '/en/api/'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalVersionPath(path, VERSIONS, { hasPage })).toBe(canonical);
  });
});

describe('versionsIssues', () => {
  it('finds nothing wrong with distinct names of one segment', () => {
    expect(versionsIssues(VERSIONS, ['en', 'zh-CN'], ['_astro'])).toEqual([]);
  });

  it('names each wrong version by its place, one line each', () => {
    const wrong: SiteVersions = {
      current: { name: '1.0' },
      older: [
        { name: 'v0/old' },
        { name: '1.0' },
        { name: 'zh-cn' },
        { name: '_astro' },
        { name: '.hidden' },
      ],
    };
    expect(versionsIssues(wrong, ['en', 'zh-CN'], ['_astro'])).toEqual([
      'older[0].name: "v0/old" is not one address segment of letters, digits, ".", "_" and "-"',
      'older[1].name: "1.0" is the name of current already',
      'older[2].name: "zh-cn" is a language of the site: its addresses would be that language\'s',
      'older[3].name: "_astro" is not one address segment of letters, digits, ".", "_" and "-"',
      'older[4].name: ".hidden" is not one address segment of letters, digits, ".", "_" and "-"',
    ]);
    expect(versionsIssues({ current: { name: '1' }, older: [{ name: 'assets' }] }, [], ['assets'])).toEqual([
      'older[0].name: "assets" is a folder of the site\'s own',
    ]);
  });
});

describe('versionNoindex', () => {
  const current = { name: '2.0' };
  it("keeps an older version's pages out of search engines unless the site lets them in", () => {
    expect(versionNoindex({ current, building: '1.0', index: false })).toBe(true);
    expect(versionNoindex({ current, building: '1.0', index: true })).toBe(false);
    expect(versionNoindex({ current, building: '2.0', index: false })).toBe(false);
  });
});
