import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import type { LocaleEntry, ThemeConfig } from '@lectern/theme-core';
import { attributeDeadLinks } from './attribute-dead-links.js';
import { findDeadLinks } from './built-links.js';
import { chromeLinkSources } from './chrome-links.js';
import type { DeadLinkProblem } from './dead-link-report.js';
import { type LinkField, linkFields } from './link-fields.js';
import { contentPages } from './page-sources.js';
import { linksInSource, type SourceLink } from './source-links.js';

/** What the dead-link check needs from the site and its build. */
export interface DeadLinkCheckOptions {
  /** The built site's folder. */
  distDir: string;
  /** The site's root: the report names files from it. */
  root: string;
  /** The docs content folder, relative to the root. */
  contentDir: string;
  /** The file the theme settings come from, as the report names it. */
  configFile: string;
  theme: ThemeConfig;
  locales: readonly LocaleEntry[];
  defaultLocale: string;
  translationGuide?: string | undefined;
  /** Address prefixes left unchecked (the `uncheckedLinks` option). */
  unchecked?: readonly string[] | undefined;
  /** The site's base path (Astro's `base`), which the built pages' links are written under. */
  base?: string | undefined;
  /** Whether another build answers an address this one lacks (see `DeadLinkOptions.elsewhere`). */
  elsewhere?: ((pathname: string) => boolean) | undefined;
  /** What made each built file (by its path in the built site): the route's component, described. */
  origins?: ReadonlyMap<string, string> | undefined;
}

/** Every Markdown and MDX file under a folder, relative to it, with `/` between segments. */
function pageFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return pageFiles(path.join(dir, entry.name), `${relative}/`);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The links written in a content file: in its Markdown or MDX, and in its frontmatter. */
function readLinks(file: string): { content: SourceLink[]; frontmatter: LinkField[] } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { content: [], frontmatter: [] };
  }
  let frontmatter: LinkField[] = [];
  try {
    frontmatter = linkFields(parseFrontmatter(text).frontmatter, ['link', 'href']);
  } catch {
    // Frontmatter that does not parse has failed the build already, naming the file.
  }
  return { content: linksInSource(text, file.endsWith('.mdx') ? 'mdx' : 'markdown'), frontmatter };
}

/**
 * The built site's dead links, each with where it is written: the HTML of every built page is scanned
 * (see `findDeadLinks`), and only the dead links are then traced to their sources, so a site whose links
 * all lead somewhere pays for the scan alone. The content folder is listed once, and each content file
 * is read and parsed once, however many pages show it.
 */
export function checkDeadLinks(options: DeadLinkCheckOptions): DeadLinkProblem[] {
  const dead = findDeadLinks(options.distDir, {
    unchecked: options.unchecked,
    base: options.base,
    elsewhere: options.elsewhere,
  });
  if (dead.length === 0) return [];
  const pages = contentPages(pageFiles(path.resolve(options.root, options.contentDir)), options);
  const enabled = new Map(
    options.locales
      .filter((entry) => entry.enabled)
      .map((entry) => [entry.locale.toLowerCase(), entry.locale]),
  );
  return attributeDeadLinks(dead, {
    localeOf: (page) => enabled.get((page.split('/')[1] ?? '').toLowerCase()),
    sourceOf: (page) => pages.sourceOf(page),
    linksOf: (file) => readLinks(path.resolve(options.root, file)),
    chromeSourceOf: chromeLinkSources(options),
    originOf: (file) => options.origins?.get(file),
    fileToCreate: (address) => pages.fileToCreate(address),
  });
}
