import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import type { PartialUiDictionary } from '@lectern/theme-core';
import {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerNotationWordHighlight,
} from '@shikijs/transformers';
import { githubAlerts } from './alerts.js';
import { codeBlockFigures, codeLineHighlights } from './code-blocks.js';
import type { LineMaps } from './dialects/line-maps.js';
import { markdownDirectives } from './directives.js';
import { externalLinks } from './external-links.js';
import { headingAnchors } from './heading-anchors.js';
import { markdownTranslator } from './labels.js';
import { MARKDOWN_SYNTAX } from './markdown-syntax.js';
import { type MarkdownWarn, markdownReporter } from './markdown-warnings.js';
import { scrollingTables } from './scrolling-tables.js';
import { siteLinksUnderBase } from './site-links.js';
import { tableOfContents } from './table-of-contents.js';

/** What the Markdown features need from the site. */
export interface MarkdownFeaturesOptions {
  /** Astro's `site` setting: links to its host are not treated as links to other sites. */
  site?: string | URL | undefined;
  /** Astro's `base`: site addresses the pages write from the site's root are put under it. Default: `/`. */
  base?: string | undefined;
  /** The site's own interface texts (the theme config's `labels`). */
  labels?: PartialUiDictionary | undefined;
  /** The content folder: the texts a page's Markdown writes are in the language of its first folder there. */
  contentDir?: string | undefined;
  /** The site's language codes. */
  locales?: readonly string[] | undefined;
  /** The site's root: warnings name files from it. Default: the working folder. */
  root?: string | undefined;
  /**
   * Told about Markdown written wrong (an unknown badge type, a misplaced block in a code group…), with
   * the file, line and column. Markdown pages also keep their warnings (see `markdownReporter`).
   */
  warn?: MarkdownWarn | undefined;
  /** The line maps of the pages the site's `withSourceDialects` rewrote, for the lines the warnings name. */
  lineMaps?: LineMaps | undefined;
}

/**
 * The Markdown features of every Lectern site, as Sätteri processor options: callouts, badges, details and
 * code groups (directives), GitHub's alerts, code blocks with titles, highlighted and numbered lines,
 * heading self-links and custom anchors, `[[toc]]`, and links to other sites that open in a new tab. The syntax highlighting itself is Astro's (see {@link codeThemes}).
 *
 * @example satteri({ ...markdownFeatures({ site: 'https://lectern.dev' }) })
 */
export function markdownFeatures(
  options: MarkdownFeaturesOptions = {},
): Required<Pick<SatteriProcessorOptions, 'mdastPlugins' | 'hastPlugins' | 'features'>> {
  const t = markdownTranslator({
    labels: options.labels,
    contentDir: options.contentDir,
    locales: options.locales,
  });
  return {
    mdastPlugins: [
      markdownDirectives({
        t,
        report: markdownReporter({ root: options.root, warn: options.warn, lineMaps: options.lineMaps }),
      }),
      githubAlerts({ t }),
      codeBlockFigures,
    ],
    hastPlugins: [
      codeLineHighlights,
      ...headingAnchors(t),
      tableOfContents(t),
      scrollingTables(t),
      externalLinks({ t, site: options.site }),
      ...(options.base === undefined || options.base === '/'
        ? []
        : [siteLinksUnderBase({ base: options.base })]),
    ],
    features: MARKDOWN_SYNTAX,
  };
}

/**
 * The code notations of VitePress and Shiki, written as comments at the end of a line and taken out of
 * the block: `// [!code ++]` and `// [!code --]` (added and removed lines), `// [!code focus]`,
 * `// [!code highlight]`, `// [!code error]`, `// [!code warning]` and `// [!code word:name]`.
 */
export function codeNotations(): ReturnType<typeof transformerNotationDiff>[] {
  return [
    transformerNotationDiff(),
    transformerNotationFocus(),
    transformerNotationHighlight(),
    transformerNotationErrorLevel(),
    transformerNotationWordHighlight(),
  ];
}

/**
 * The code themes: GitHub's high-contrast light theme and its default dark theme, whose every token meets
 * WCAG AA (4.5:1) on the code background of the light, dark and blackguard themes, highlighted lines
 * included. Both are written into the page as CSS variables and the stylesheet picks one by `data-theme`.
 */
export const codeThemes = Object.freeze({ light: 'github-light-high-contrast', dark: 'github-dark-default' });

/** The parts of Astro's `markdown.shikiConfig` that decide the colours. */
export interface ShikiColorSettings {
  theme?: unknown;
  themes?: Record<string, unknown> | undefined;
}

/**
 * The highlighter settings Lectern adds: its {@link codeThemes} as CSS variables, unless the site chose
 * its own themes (`markdown.shikiConfig.themes`, or a `theme` other than Astro's default).
 *
 * @example shikiColors(undefined) // { themes: codeThemes, defaultColor: false }
 * @example shikiColors({ theme: 'nord' }) // undefined
 */
export function shikiColors(
  own: ShikiColorSettings | undefined,
): { themes: typeof codeThemes; defaultColor: false } | undefined {
  const ownThemes = Object.keys(own?.themes ?? {}).length > 0;
  const ownTheme = own?.theme !== undefined && own.theme !== 'github-dark';
  return ownThemes || ownTheme ? undefined : { themes: codeThemes, defaultColor: false };
}
