import type { OutlineSetting, PageMetadata } from './config/index.js';
import { BREAKPOINTS } from './constants.js';
import { resolveOutlineLevels } from './outline.js';

/** The kind of layout a page gets: `none` is `layout: false`, `custom` any other named layout. */
export type LayoutKind = 'doc' | 'home' | 'page' | 'custom' | 'none';

/** Which parts of the page are rendered. */
export interface LayoutRegions {
  /** The top navigation bar. */
  navbar: boolean;
  /** The sidebar (on narrow screens, behind the Menu button of the local nav bar). */
  sidebar: boolean;
  /** The aside beside the content, which holds the outline. */
  aside: boolean;
  /** The outline of headings inside the aside (and the local nav bar's outline dropdown). */
  outline: boolean;
  /** The home hero: name, text, tagline, image and action buttons. */
  hero: boolean;
  /** The home feature grid. */
  features: boolean;
  /** The doc footer: edit link, last-updated time and previous/next pager. */
  docFooter: boolean;
  /** The site footer. */
  footer: boolean;
  /** The page's content is always rendered. */
  content: true;
}

/** The layout of a page and the regions it shows. */
export interface ResolvedLayout {
  /** The kind of layout. */
  layout: LayoutKind;
  /** The custom layout's name, when `layout` is `custom`. */
  customName?: string;
  /** Whether the custom layout's name is one of `customLayouts`, when `layout` is `custom`. */
  customKnown?: boolean;
  /** The regions shown. */
  regions: LayoutRegions;
  /** Where the aside sits: after the content (`end`, the default) or before it (`start`, `aside: 'left'`). */
  asidePosition: 'start' | 'end';
  /** The page's extra class for its root element. */
  pageClass?: string;
}

/** What {@link resolveLayout} needs besides the page's metadata. */
export interface LayoutContext {
  /** Whether the sidebar resolved for this page has any items. */
  hasSidebarItems: boolean;
  /** The names of the custom layouts the site registered. */
  customLayouts?: readonly string[];
  /** The theme's outline setting, used when the page has none. */
  outline?: OutlineSetting;
}

/**
 * Decides the page's layout and regions from its metadata. `doc` is the default: sidebar, content, aside
 * with the outline, doc footer. `home` shows the hero, the feature grid, then the content — never a sidebar
 * or an aside. `page` shows bare content between the navigation bar and the footer. `false` shows only the
 * content. Any other name is a custom layout, passed through by name with the navigation bar, footer and
 * sidebar (the custom layout draws the rest); when it is not in `customLayouts` the caller decides what to
 * do (`customKnown: false`).
 *
 * The sidebar shows only when it has items, the layout is not home and the page's `sidebar` is not false.
 * The aside shows unless the layout is home or the page's `aside` is false; the outline shows in it unless
 * the outline is off. `navbar: false` and `footer: false` switch those off.
 *
 * @example resolveLayout({ layout: 'home' }, { hasSidebarItems: true }).regions.sidebar // false
 */
export function resolveLayout(meta: PageMetadata, context: LayoutContext): ResolvedLayout {
  const layout = layoutKind(meta.layout);
  const resolved: ResolvedLayout = {
    layout,
    regions: regionsOf(layout, meta, context),
    asidePosition: meta.aside === 'left' ? 'start' : 'end',
  };
  if (layout === 'custom' && typeof meta.layout === 'string') {
    resolved.customName = meta.layout;
    resolved.customKnown = context.customLayouts?.includes(meta.layout) ?? false;
  }
  if (meta.pageClass) resolved.pageClass = meta.pageClass;
  return resolved;
}

/**
 * Whether the aside shows at a viewport width: from 960 px without a sidebar, from 1280 px beside one.
 *
 * @example asideVisibleAt(1100, true) // false
 */
export function asideVisibleAt(width: number, hasSidebar: boolean): boolean {
  return width >= (hasSidebar ? BREAKPOINTS.asideWithSidebar : BREAKPOINTS.sidebar);
}

/**
 * Whether the sidebar is an overlay opened from the Menu button (below 960 px) rather than a column
 * beside the content.
 *
 * @example sidebarIsOverlayAt(800) // true
 */
export function sidebarIsOverlayAt(width: number): boolean {
  return width < BREAKPOINTS.sidebar;
}

function layoutKind(layout: PageMetadata['layout']): LayoutKind {
  if (layout === false) return 'none';
  if (layout === undefined || layout === 'doc') return 'doc';
  if (layout === 'home' || layout === 'page') return layout;
  return 'custom';
}

function regionsOf(layout: LayoutKind, meta: PageMetadata, context: LayoutContext): LayoutRegions {
  const sidebar = context.hasSidebarItems && meta.sidebar !== false;
  const aside = meta.aside !== false;
  const bare: LayoutRegions = {
    navbar: meta.navbar !== false,
    sidebar: false,
    aside: false,
    outline: false,
    hero: false,
    features: false,
    docFooter: false,
    footer: meta.footer !== false,
    content: true,
  };
  switch (layout) {
    case 'doc': {
      const outline = aside && resolveOutlineLevels(meta.outline, context.outline) !== false;
      return { ...bare, sidebar, aside, outline, docFooter: true };
    }
    case 'home':
      return { ...bare, hero: meta.hero !== undefined, features: (meta.features?.length ?? 0) > 0 };
    case 'page':
      return bare;
    case 'custom':
      return { ...bare, sidebar };
    case 'none':
      return { ...bare, navbar: false, footer: false };
  }
}
