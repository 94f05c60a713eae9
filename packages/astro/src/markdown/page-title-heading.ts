import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MdastPluginEntry } from 'satteri';
import type { MarkdownReport } from './markdown-warnings.js';
import { titleFromFileName } from './page-title.js';

/** What {@link pageTitleHeading} needs from the site. */
export interface PageTitleHeadingOptions {
  /** The docs content folder, absolute: only its pages are concerned. */
  contentDir: string;
  /** Told about a page with two h1s, or with no title at all. */
  report: MarkdownReport;
}

/**
 * A docs page has one h1. A page without a `title` takes its first `#` heading as its title (the docs
 * loader sets it): on a page of the doc layout, which shows the title as the page's h1, that heading is
 * left out of the content. Reported, with the line: another h1 on a doc-layout page, and a page with
 * neither a title nor a heading (titled after its file name). Put it before the plugin that hides
 * `layout` from the MDX compiler, as it reads that field.
 */
export function pageTitleHeading({ contentDir, report }: PageTitleHeadingOptions): MdastPluginEntry {
  return (page) => {
    const file = page.fileURL ? path.relative(contentDir, fileURLToPath(page.fileURL)) : '';
    if (file === '' || file.startsWith('..') || path.isAbsolute(file)) return null;
    const frontmatter =
      (page.data as { astro?: { frontmatter?: Record<string, unknown> } }).astro?.frontmatter ?? {};
    const hasTitle = typeof frontmatter.title === 'string' && frontmatter.title.trim() !== '';
    const showsTitle = (frontmatter.layout ?? 'doc') === 'doc';
    let headings = 0;
    return {
      name: 'lectern-page-title-heading',
      options: { position: true },
      heading(node, context) {
        if (node.depth !== 1) return;
        headings += 1;
        if (!showsTitle) return;
        if (!hasTitle && headings === 1) {
          context.removeNode(node);
        } else if (hasTitle) {
          report(
            context,
            node,
            'a second h1: the doc layout shows the page\'s "title" as its h1; make this heading "##", or leave "title" out to take the title from it',
          );
        } else {
          report(
            context,
            node,
            'a second h1: the page\'s first "#" heading is its title, which the doc layout shows as its h1; make this heading "##"',
          );
        }
      },
      after(_root, context) {
        if (hasTitle || headings > 0) return;
        report(
          context,
          undefined,
          `no "title" in the frontmatter and no "#" heading: the page is titled "${titleFromFileName(file)}" after its file name; give it a title`,
        );
      },
    };
  };
}
