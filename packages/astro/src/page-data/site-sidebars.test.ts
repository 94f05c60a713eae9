import type { Sidebar } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { createSiteSidebars } from './site-sidebars';

const sidebar: Sidebar = {
  '/en/guide/': [
    {
      text: 'Guide',
      items: [
        { text: 'Intro', link: '/en/guide/' },
        { text: 'Setup', link: '/en/guide/setup/' },
      ],
    },
  ],
};
const inEnglish = { localePrefix: '/en/' };

describe('createSiteSidebars', () => {
  it('resolves a group once for all its pages, and puts it under the base once', () => {
    const sidebars = createSiteSidebars();
    const group = sidebars.resolve(sidebar, '/en/guide/', inEnglish);
    expect(sidebars.resolve(sidebar, '/en/guide/setup/', inEnglish)).toBe(group);
    const under = sidebars.underBase(group, '/docs/');
    expect(under[0]?.items?.map((item) => item.link)).toEqual(['/docs/en/guide/', '/docs/en/guide/setup/']);
    expect(sidebars.underBase(group, '/docs/')).toBe(under);
    expect(Object.isFrozen(under) && Object.isFrozen(under[0]) && Object.isFrozen(under[0]?.items)).toBe(
      true,
    );
    expect(sidebars.underBase(group, '/')).toBe(group);
  });

  it('puts a group under each base it is asked for, not the first one only', () => {
    const sidebars = createSiteSidebars();
    const group = sidebars.resolve(sidebar, '/en/guide/', inEnglish);
    expect(sidebars.underBase(group, '/docs/')[0]?.items?.[0]?.link).toBe('/docs/en/guide/');
    expect(sidebars.underBase(group, '/handbook/')[0]?.items?.[0]?.link).toBe('/handbook/en/guide/');
  });

  it('keeps what it worked out to itself: the next listing (a second build, another site) works out its own', () => {
    const first = createSiteSidebars();
    const next = createSiteSidebars();
    const group = first.resolve(sidebar, '/en/guide/', inEnglish);
    expect(next.resolve(sidebar, '/en/guide/', inEnglish)).not.toBe(group);
    expect(next.resolve(sidebar, '/en/guide/', inEnglish)).toEqual(group);
    expect(next.underBase(group, '/docs/')).not.toBe(first.underBase(group, '/docs/'));
    expect(next.drawings).not.toBe(first.drawings);
  });
});
