import type { PrevNext, ResolvedLayout } from '@lectern/theme-core';
import type { ReactNode } from 'react';
import type { Labels } from '../../labels';
import { Doc } from '../Doc/Doc';
import type { DocFooterTheme } from '../Doc/DocFooter';
import { Home } from '../Home/Home';
import { Page } from '../Page/Page';
import { type CustomLayout, LayoutCustom } from './LayoutCustom';
import type { LayoutPage } from './layout-page';

export interface LayoutBodyProps {
  /** The page's layout and regions, from theme-core's `resolveLayout`. */
  resolved: ResolvedLayout;
  page: LayoutPage;
  /** The custom layout picked by name, when the layout is a known custom one. */
  custom?: CustomLayout | undefined;
  sidebar?: ReactNode;
  aside?: ReactNode;
  /** The quickbar, above a doc page's content. */
  quickbar?: ReactNode;
  /** The site's own ad, after a doc page's content. */
  ad?: ReactNode;
  theme?: DocFooterTheme | undefined;
  prevNext?: PrevNext | undefined;
  locale?: string | undefined;
  timeZone?: string | undefined;
  labels?: Labels | undefined;
  children?: ReactNode;
}

/**
 * The part of the page between the navigation and the site footer, by layout kind: doc, home, page, a
 * custom layout, or — for a custom name the site did not register — the page layout.
 */
export function LayoutBody({
  resolved,
  page,
  custom,
  sidebar,
  aside,
  quickbar,
  ad,
  children,
  ...rest
}: LayoutBodyProps) {
  const { regions, layout } = resolved;
  const { frontmatter } = page;
  switch (layout) {
    case 'doc':
      return (
        <Doc
          sidebar={regions.sidebar ? sidebar : undefined}
          aside={regions.aside ? aside : undefined}
          asidePosition={resolved.asidePosition}
          quickbar={quickbar}
          ad={ad}
          docFooter={
            regions.docFooter
              ? {
                  relativePath: page.relativePath,
                  frontmatter,
                  lastUpdated: page.lastUpdated,
                  theme: rest.theme,
                  prevNext: rest.prevNext,
                  locale: rest.locale,
                  timeZone: rest.timeZone,
                }
              : undefined
          }
          labels={rest.labels}
        >
          {children}
        </Doc>
      );
    case 'home':
      return (
        <Home
          hero={regions.hero ? frontmatter.hero : undefined}
          features={regions.features ? frontmatter.features : undefined}
          labels={rest.labels}
        >
          {children}
        </Home>
      );
    case 'custom':
      if (custom) {
        return (
          <LayoutCustom component={custom} sidebar={regions.sidebar ? sidebar : undefined}>
            {children}
          </LayoutCustom>
        );
      }
      return <Page labels={rest.labels}>{children}</Page>;
    case 'page':
    case 'none':
      return <Page labels={rest.labels}>{children}</Page>;
    default:
      return layout satisfies never;
  }
}
