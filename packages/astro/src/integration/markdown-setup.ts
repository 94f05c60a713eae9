import { join, resolve } from 'node:path';
import { satteri } from '@astrojs/markdown-satteri';
import type { AstroConfig, AstroIntegrationLogger } from 'astro';
import { CODE_CACHE_FOLDER, codeCacheIn } from '../markdown/code-highlight/code-cache.js';
import { withCodeHighlighting } from '../markdown/code-highlight/processor.js';
import { contentLinks } from '../markdown/content-links.js';
import { withSourceDialects } from '../markdown/dialects/dialect-processor.js';
import { createLineMaps } from '../markdown/dialects/line-maps.js';
import { codeNotations, markdownFeatures, shikiColors } from '../markdown/markdown-features.js';
import {
  formatMarkdownWarning,
  type MarkdownWarning,
  markdownReporter,
  onceEach,
} from '../markdown/markdown-warnings.js';
import { pageComponents } from '../markdown/page-components.js';
import { keepLayoutFieldForTheTheme } from '../markdown/page-layout-field.js';
import { pageTitleHeading } from '../markdown/page-title-heading.js';
import { pageComponentNames } from '../site/site-components.js';
import type { SiteSetup } from './site-setup.js';

/**
 * Astro's `markdown` settings for a Lectern site: callouts, badges, code groups, code titles and
 * highlighted lines, heading self-links, new-tab links to other sites, the code themes unless the site
 * chose its own; the Markdown of other tools (VitePress, Docusaurus, GitHub) read as Lectern's; code
 * blocks highlighted once for both code themes and kept in the cache folder across builds. Each warning
 * is logged once per version of its page (a page rendered when built is rendered more than once), naming
 * the line in the page's file (the line maps of the rewritten pages are this processor's own).
 */
export function markdownSettings(
  setup: SiteSetup,
  astroConfig: Partial<AstroConfig> | undefined,
  logger: AstroIntegrationLogger,
) {
  const { root, contentDir, theme, locales, cacheDir } = setup.site;
  const contentFolder = resolve(root, contentDir);
  const warn = onceEach((warning: MarkdownWarning) => logger.warn(formatMarkdownWarning(warning)), { root });
  const lineMaps = createLineMaps();
  const report = markdownReporter({ root, warn, lineMaps });
  const markdown = markdownFeatures({
    site: astroConfig?.site,
    base: astroConfig?.base,
    labels: theme.labels,
    contentDir: contentFolder,
    locales: locales.map((entry) => entry.locale),
    root,
    warn,
    lineMaps,
  });
  return {
    processor: withSourceDialects(
      withCodeHighlighting(
        satteri({
          ...markdown,
          mdastPlugins: [
            // Components written without imports: placeholders in `.md` pages, unknown ones reported.
            pageComponents({
              contentDir: contentFolder,
              names: pageComponentNames(setup.components),
              report,
            }),
            // A page without a title takes its first heading's.
            pageTitleHeading({ contentDir: contentFolder, report }),
            contentLinks({ contentDir: contentFolder }),
            keepLayoutFieldForTheTheme,
            ...markdown.mdastPlugins,
          ],
        }),
        { cache: codeCacheIn(join(cacheDir, CODE_CACHE_FOLDER)) },
      ),
      { root, warn, lineMaps },
    ),
    // Added to the site's own transformers (Astro joins the lists).
    shikiConfig: {
      ...shikiColors(astroConfig?.markdown?.shikiConfig),
      transformers: codeNotations(),
    },
  };
}
