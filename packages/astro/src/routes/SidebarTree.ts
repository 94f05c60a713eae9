import site from 'virtual:lectern/config';
import type { APIRoute, GetStaticPaths } from 'astro';
import { docPageList, docPagePath } from '../page-data/doc-pages.js';
import { pageSidebar } from '../page-data/page-data.js';
import { pageLabels } from '../page-data/page-labels.js';

/**
 * The whole tree of each sidebar group whose pages draw their branch only (it has more links than the
 * theme's `sidebarInlineLinks`), once per language, at `/_lectern/sidebar/<hash of its content>.json` (`{ "markup": … }`):
 * the pages fill their closed sections from it (see `loadSidebarTree` in `@lectern/theme-react`).
 */
export const getStaticPaths: GetStaticPaths = async () => {
  // The page routes warn about the sidebar already.
  const { pages, sidebars, sections, siteSidebars } = await docPageList({ warn: () => undefined });
  const base = import.meta.env.BASE_URL;
  const files = new Map<string, string>();
  for (const page of pages) {
    const items = pageSidebar({
      siteSidebars,
      expandedSidebar: sidebars.get(page.locale),
      locale: page.locale,
      currentPath: docPagePath(page, base),
      base,
      sectionLinks: sections.linked,
    });
    const tree = siteSidebars.drawings.treeFile({
      items,
      locale: page.locale,
      labels: pageLabels(site.theme, page.locale),
      base,
      inlineLinks: site.theme.sidebarInlineLinks,
    });
    if (tree) files.set(tree.name.replace(/\.json$/, ''), tree.content);
  }
  return [...files].map(([name, content]) => ({ params: { tree: name }, props: { content } }));
};

export const GET: APIRoute = ({ props }) =>
  new Response((props as { content: string }).content, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
