import {
  isExternalLink,
  type PartialUiDictionary,
  pathSegments,
  type ResolvedSidebarItem,
  sidebarItemState,
} from '@lectern/theme-core';
import { SidebarPins } from '@lectern/theme-react';
import { Sidebar } from '@lectern/theme-react/sidebar';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A path no page has: the sidebar is drawn once for it, and each page's own state is put in after. */
const NO_PAGE = '/__lectern-no-page__/';

/** The sidebar of a group drawn once, cut where pages differ. */
interface SidebarTemplate {
  /** The markup split at each `<details` (one per collapsible section, in the order they are drawn). */
  sections: string[];
  /** The collapsible sections in the same order; those that start closed open on their own pages. */
  collapsible: ResolvedSidebarItem[];
  /** The items' links by the page they lead to (its path segments), as `isActivePath` compares them. */
  linksByPage: Map<string, string[]>;
}

const templates = new WeakMap<readonly ResolvedSidebarItem[], Map<string, SidebarTemplate>>();

/**
 * The sidebar's markup for one page, as `Sidebar` (with the pinned pages, `SidebarPins`, on top) draws
 * it on the server: drawn once per sidebar group and language, then given each page's own state — its
 * link marked `aria-current="page"` (as a section title too), the closed sections that hold it open, and
 * the page's address for the pinned pages. A build does the drawing once instead of for every page,
 * where it would grow with the square of the site's size. A test checks it against a full drawing.
 *
 * @example sidebarMarkup({ items: chrome.sidebar, currentPath: Astro.url.pathname, locale: 'en', labels })
 */
export function sidebarMarkup(options: {
  items: readonly ResolvedSidebarItem[];
  currentPath: string;
  locale: string;
  labels: PartialUiDictionary;
}): string {
  const { items, currentPath, locale, labels } = options;
  const template = templateOf(items, locale, labels);

  let markup = template.sections[0] ?? '';
  template.sections.slice(1).forEach((section, index) => {
    const item = template.collapsible[index];
    const opens = item?.collapsed === true && !sidebarItemState(item, currentPath).collapsed;
    // ` open=""` last in the start tag, where React writes it (no attribute value holds a `>`).
    const end = section.indexOf('>');
    markup += opens ? `<details${section.slice(0, end)} open=""${section.slice(end)}` : `<details${section}`;
  });

  const current = isExternalLink(currentPath) ? undefined : pathSegments(currentPath).join('/');
  for (const link of (current !== undefined && template.linksByPage.get(current)) || []) {
    const attribute = ` href="${escapeAttribute(link)}"`;
    markup = markup.split(attribute).join(`${attribute} aria-current="page"`);
  }
  return markup.split(`data-path="${NO_PAGE}"`).join(`data-path="${escapeAttribute(currentPath)}"`);
}

function templateOf(
  items: readonly ResolvedSidebarItem[],
  locale: string,
  labels: PartialUiDictionary,
): SidebarTemplate {
  let byLocale = templates.get(items);
  if (!byLocale) {
    byLocale = new Map();
    templates.set(items, byLocale);
  }
  let template = byLocale.get(locale);
  if (!template) {
    const markup = renderToStaticMarkup(
      createElement(Sidebar, {
        items: [...items],
        currentPath: NO_PAGE,
        labels,
        top: createElement(SidebarPins, { locale, currentPath: NO_PAGE, labels }),
      }),
    );
    template = {
      sections: markup.split('<details'),
      collapsible: collapsibleSections(items),
      linksByPage: linksByPage(items),
    };
    byLocale.set(locale, template);
  }
  return template;
}

/** The sections drawn as `<details>`, depth first in the order the sidebar draws them. */
function collapsibleSections(items: readonly ResolvedSidebarItem[]): ResolvedSidebarItem[] {
  return items.flatMap((item) => [
    ...(sidebarItemState(item, NO_PAGE).collapsible ? [item] : []),
    ...collapsibleSections(item.items ?? []),
  ]);
}

/** The site links of the items, by the path segments of the page each leads to. */
function linksByPage(items: readonly ResolvedSidebarItem[]): Map<string, string[]> {
  const links = new Map<string, string[]>();
  const visit = (list: readonly ResolvedSidebarItem[]) => {
    for (const { link, items: children } of list) {
      if (link !== undefined && !link.startsWith('#') && !isExternalLink(link)) {
        const page = pathSegments(link).join('/');
        const same = links.get(page) ?? [];
        if (!same.includes(link)) same.push(link);
        links.set(page, same);
      }
      if (children) visit(children);
    }
  };
  visit(items);
  return links;
}

/** A value as React writes it in an attribute. */
function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
