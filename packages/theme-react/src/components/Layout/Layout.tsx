import {
  fallbackLanguage,
  type PrevNext,
  type ResolvedLayout,
  resolveLayout,
  type ThemeConfig,
} from '@lectern/theme-core';
import type { ReactNode } from 'react';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import { isFilledSlot } from '../Doc/is-filled-slot';
import { Footer } from '../Footer/Footer';
import { SkipLink } from '../SkipLink/SkipLink';
import * as styles from './Layout.css';
import { LayoutBody } from './LayoutBody';
import type { CustomLayout } from './LayoutCustom';
import type { LayoutPage } from './layout-page';

export type { LayoutPage } from './layout-page';

/** The theme settings the layout reads. */
export type LayoutTheme = Pick<ThemeConfig, 'editLink' | 'lastUpdated' | 'docFooter' | 'footer' | 'outline'>;

export interface LayoutProps {
  /**
   * The page being shown: its frontmatter picks the layout and regions; its path and last change feed the
   * doc footer.
   */
  page: LayoutPage;
  /** The page's layout and regions from theme-core's `resolveLayout`; by default resolved here. */
  layout?: ResolvedLayout | undefined;
  /** Whether the page's sidebar has items, when `layout` is not given. Default: whether `sidebar` is. */
  hasSidebarItems?: boolean | undefined;
  /**
   * The site's settings the page reads: `editLink`, `lastUpdated` and `docFooter` for the doc footer,
   * `footer` for the site footer, `outline` for whether the outline shows. Left out: no edit link and no
   * site footer.
   */
  theme?: LayoutTheme | undefined;
  /** The previous and next pages, from theme-core's `resolvePrevNext`. */
  prevNext?: PrevNext | undefined;
  /** The page's language, e.g. `zh-CN`, for the last-updated time. Default: `en`. */
  locale?: string | undefined;
  /** The time zone of the last-updated time, e.g. `UTC`. Default: the server's own. */
  timeZone?: string | undefined;
  labels?: Labels | undefined;
  /** Slot for the site's announcement banner (see `Banner`), above the navigation bar. */
  banner?: ReactNode;
  /** Slot for the top navigation bar, shown when the `navbar` region is on. */
  nav?: ReactNode;
  /** Slot for the local nav bar (Menu button and outline dropdown), shown with a sidebar or outline. */
  localNav?: ReactNode;
  /** Slot for the sidebar, shown when the `sidebar` region is on (doc and custom layouts). */
  sidebar?: ReactNode;
  /** Slot for the aside (the outline), shown when the `aside` region is on (doc layout). */
  aside?: ReactNode;
  /** Slot for the quickbar (see `Quickbar`), above the content of doc pages. */
  quickbar?: ReactNode;
  /** Slot for the site's own ad (see `HouseAd`), after the content of doc pages. */
  ad?: ReactNode;
  /** The site's own layouts by name, for pages whose `layout` names one. */
  customLayouts?: Readonly<Record<string, CustomLayout>> | undefined;
  /** The page's rendered content. */
  children?: ReactNode;
}

/**
 * The whole page for plain React apps: skip link, announcement banner, navigation bar, local nav bar,
 * the page's layout and the site footer, as theme-core's `resolveLayout` decides. The slots (`nav`, `localNav`, `sidebar`,
 * `aside`) take the interactive components, so in Astro each can be its own island.
 *
 * Layouts: `doc` (default), `home`, `page`, a custom layout from `customLayouts`, or `false` — only the
 * content, without skip link, navigation or footer. A custom name missing from `customLayouts` renders
 * the page layout (bare content, so the page is still readable) and names the layout in
 * `data-unknown-layout` on the root, where a test or a stylesheet can find it. `pageClass` goes on the
 * root.
 */
export function Layout(props: LayoutProps) {
  const { page, theme, labels, customLayouts = {}, children } = props;
  const resolved =
    props.layout ??
    resolveLayout(page.frontmatter, {
      hasSidebarItems: props.hasSidebarItems ?? isFilledSlot(props.sidebar),
      customLayouts: Object.keys(customLayouts),
      outline: theme?.outline,
    });
  const { regions, customName } = resolved;
  const rootClass = (base?: string) => [base, resolved.pageClass].filter(Boolean).join(' ') || undefined;

  if (resolved.layout === 'none') {
    return (
      <div className={rootClass()} data-layout="none">
        {children}
      </div>
    );
  }

  const custom =
    resolved.layout === 'custom' && customName !== undefined && Object.hasOwn(customLayouts, customName)
      ? customLayouts[customName]
      : undefined;
  const unknownLayout = resolved.layout === 'custom' && custom === undefined ? customName : undefined;
  return (
    <div
      className={rootClass(styles.layout)}
      data-layout={resolved.layout}
      data-unknown-layout={unknownLayout}
    >
      <SkipLink
        label={labelText(labels, 'skipLink.label')}
        lang={fallbackLanguage(labels, 'skipLink.label', props.locale)}
      />
      {props.banner}
      {regions.navbar && props.nav}
      {(regions.sidebar || regions.outline) && props.localNav}
      <LayoutBody
        resolved={resolved}
        page={page}
        custom={custom}
        sidebar={props.sidebar}
        aside={props.aside}
        quickbar={props.quickbar}
        ad={props.ad}
        theme={theme}
        prevNext={props.prevNext}
        locale={props.locale}
        timeZone={props.timeZone}
        labels={labels}
      >
        {children}
      </LayoutBody>
      {regions.footer && (
        <Footer message={theme?.footer?.message} copyright={theme?.footer?.copyright} labels={labels} />
      )}
    </div>
  );
}
