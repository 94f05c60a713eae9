import { describe, expect, it } from 'vitest';
import type { OutlineSetting, PageMetadata } from './config/index.js';
import { asideVisibleAt, type LayoutRegions, resolveLayout, sidebarIsOverlayAt } from './layout.js';

const none: LayoutRegions = {
  navbar: false,
  sidebar: false,
  aside: false,
  outline: false,
  hero: false,
  features: false,
  docFooter: false,
  footer: false,
  content: true,
};
const doc: LayoutRegions = {
  ...none,
  navbar: true,
  sidebar: true,
  aside: true,
  outline: true,
  docFooter: true,
  footer: true,
};
const page: LayoutRegions = { ...none, navbar: true, footer: true };
const hero = { name: 'Lectern', text: 'Documentation for components' };
const features = [{ title: 'Fast' }, { title: 'Accessible' }];

describe('resolveLayout', () => {
  it.each<[string, PageMetadata, boolean, LayoutRegions]>([
    ['the doc layout is the default', {}, true, doc],
    ['the doc layout can be asked for by name', { layout: 'doc' }, true, doc],
    ['the doc layout has no sidebar when the sidebar has no items', {}, false, { ...doc, sidebar: false }],
    ['a page can hide its sidebar', { sidebar: false }, true, { ...doc, sidebar: false }],
    [
      'a page can hide its aside, and with it the outline',
      { aside: false },
      true,
      { ...doc, aside: false, outline: false },
    ],
    ['a page can place its aside on the left', { aside: 'left' }, true, doc],
    ['a page without an outline keeps its aside', { outline: false }, true, { ...doc, outline: false }],
    ['a page with an outline object keeps the outline', { outline: { label: 'Contents' } }, true, doc],
    ['a page can hide the navigation bar', { navbar: false }, true, { ...doc, navbar: false }],
    ['a page can hide the footer', { footer: false }, true, { ...doc, footer: false }],
    [
      'home shows the hero and features but never a sidebar or aside',
      { layout: 'home', hero, features },
      true,
      { ...page, hero: true, features: true },
    ],
    ['home without a hero shows no hero', { layout: 'home', features }, true, { ...page, features: true }],
    [
      'home without features shows no feature grid',
      { layout: 'home', hero, features: [] },
      true,
      { ...page, hero: true },
    ],
    [
      'home ignores a page asking for a sidebar and aside',
      { layout: 'home', sidebar: true, aside: true },
      true,
      page,
    ],
    [
      'home can hide the navigation bar and footer',
      { layout: 'home', navbar: false, footer: false },
      true,
      none,
    ],
    ['page shows bare content between navigation bar and footer', { layout: 'page' }, true, page],
    [
      'page never shows the sidebar, aside or doc footer',
      { layout: 'page', sidebar: true, aside: true },
      true,
      page,
    ],
    ['false shows only the content', { layout: false }, true, none],
    [
      'false shows only the content even when bars are asked for',
      { layout: false, navbar: true, footer: true },
      true,
      none,
    ],
    [
      'a custom layout keeps the bars and the sidebar',
      { layout: 'api-explorer' },
      true,
      { ...page, sidebar: true },
    ],
    ['a custom layout has no sidebar without items', { layout: 'api-explorer' }, false, page],
    ['a custom layout can hide its sidebar', { layout: 'api-explorer', sidebar: false }, true, page],
  ])('%s', (_sentence, meta, hasSidebarItems, regions) => {
    expect(resolveLayout(meta, { hasSidebarItems }).regions).toEqual(regions);
  });

  it.each<[PageMetadata, string]>([
    [{}, 'doc'],
    [{ layout: 'doc' }, 'doc'],
    [{ layout: 'home' }, 'home'],
    [{ layout: 'page' }, 'page'],
    [{ layout: false }, 'none'],
    [{ layout: 'playground' }, 'custom'],
  ])('names the layout of %j %s', (meta, layout) => {
    expect(resolveLayout(meta, { hasSidebarItems: true }).layout).toBe(layout);
  });

  it.each<[string, readonly string[] | undefined, boolean]>([
    ['passes a registered custom layout through by name', ['playground', 'brand-kit'], true],
    ['passes an unregistered custom layout through for the caller to decide', ['brand-kit'], false],
    ['treats a custom layout as unregistered when no layouts are registered', undefined, false],
  ])('%s', (_sentence, customLayouts, customKnown) => {
    const context = customLayouts ? { hasSidebarItems: false, customLayouts } : { hasSidebarItems: false };
    expect(resolveLayout({ layout: 'playground' }, context)).toMatchObject({
      layout: 'custom',
      customName: 'playground',
      customKnown,
    });
  });

  it('gives built-in layouts no custom name', () => {
    const resolved = resolveLayout({ layout: 'home' }, { hasSidebarItems: false, customLayouts: ['home'] });
    expect(resolved).not.toHaveProperty('customName');
    expect(resolved).not.toHaveProperty('customKnown');
  });

  it.each<[PageMetadata, 'start' | 'end']>([
    [{}, 'end'],
    [{ aside: true }, 'end'],
    [{ aside: 'left' }, 'start'],
  ])('places the aside of %j at the %s', (meta, position) => {
    expect(resolveLayout(meta, { hasSidebarItems: true }).asidePosition).toBe(position);
  });

  it('passes the page class through', () => {
    expect(resolveLayout({ pageClass: 'wide-page' }, { hasSidebarItems: true }).pageClass).toBe('wide-page');
    expect(resolveLayout({ pageClass: '' }, { hasSidebarItems: true })).not.toHaveProperty('pageClass');
    expect(resolveLayout({}, { hasSidebarItems: true })).not.toHaveProperty('pageClass');
  });

  it.each<[string, PageMetadata, OutlineSetting, boolean]>([
    ['shows the outline when the theme enables it', {}, 2, true],
    ['hides the outline when the theme switches it off', {}, false, false],
    ['lets the page switch the outline back on', { outline: 'deep' }, false, true],
  ])('%s', (_sentence, meta, outline, expected) => {
    expect(resolveLayout(meta, { hasSidebarItems: true, outline }).regions.outline).toBe(expected);
  });
});

describe('asideVisibleAt', () => {
  it.each([
    [959, false, false],
    [960, false, true],
    [1279, false, true],
    [959, true, false],
    [960, true, false],
    [1279, true, false],
    [1280, true, true],
    [1920, true, true],
  ])('at %i px with a sidebar: %s, the aside shows: %s', (width, hasSidebar, expected) => {
    expect(asideVisibleAt(width, hasSidebar)).toBe(expected);
  });
});

describe('sidebarIsOverlayAt', () => {
  it.each([
    [320, true],
    [959, true],
    [960, false],
    [1280, false],
  ])('at %i px the sidebar is an overlay: %s', (width, expected) => {
    expect(sidebarIsOverlayAt(width)).toBe(expected);
  });
});
