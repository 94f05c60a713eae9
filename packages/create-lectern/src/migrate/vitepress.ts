import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConfigSource } from './config-mapping.js';
import { noteBodyConstructs } from './content-notes.js';
import { fieldLine, joinFrontmatter, splitFrontmatter } from './frontmatter.js';
import { ConfigLoadError, loadConfigModule } from './load-config-module.js';
import type { Migration } from './migration.js';
import { frontmatterLinks, mapVitePressFields } from './page-fields.js';
import { SiteBuilder } from './site-builder.js';
import { contentFile, isPageFile, listFiles, pageSlug, slugLink } from './site-paths.js';
import { matchesAny, skipSourceEntry } from './source-files.js';
import { mapVitePressConfig, withLanguageConfigs } from './vitepress-config.js';
import { rewritten } from './vitepress-rewrites.js';

/** The names VitePress reads its config from, in its order: for each ending, a folder's index first. */
const CONFIG_NAMES = ['js', 'ts', 'mjs', 'mts', 'cjs', 'cts'].flatMap((ending) => [
  `config/index.${ending}`,
  `config.${ending}`,
]);

/** A problem that stops a migration, said to the person running it. */
export class MigrationError extends Error {}

/** The VitePress config file of a docs folder, relative to it. */
export function findVitePressConfig(source: string): string {
  const found = CONFIG_NAMES.map((name) => `.vitepress/${name}`).find((file) =>
    existsSync(path.join(source, file)),
  );
  if (!found) {
    throw new MigrationError(
      `${source} has no VitePress config (.vitepress/config.mts, .ts, .mjs or .js, or .vitepress/config/index.ts…): give the folder that holds .vitepress/`,
    );
  }
  return found;
}

/**
 * The languages' own config files (VitePress 2: `config.ts` in the pages' folder for the root language,
 * `<prefix>/config.ts` for the others), by language key, and the files read.
 */
async function readLanguageConfigs(source: string, value: unknown) {
  const site = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const srcDir = typeof site.srcDir === 'string' ? site.srcDir.replace(/^\.\/?/, '').replace(/\/$/, '') : '';
  const keys = [
    'root',
    ...Object.keys((site.locales as Record<string, unknown> | undefined) ?? {}).filter(
      (key) => key !== 'root',
    ),
  ];
  const values = new Map<string, unknown>();
  const files = new Set<string>();
  for (const key of keys) {
    const folder = [srcDir, key === 'root' ? '' : key].filter(Boolean).join('/');
    const file = CONFIG_NAMES.map((name) => (folder === '' ? name : `${folder}/${name}`)).find((candidate) =>
      existsSync(path.join(source, candidate)),
    );
    if (!file) continue;
    values.set(key, (await readConfig(source, file)).value);
    files.add(file);
  }
  return { values, files };
}

/** Reads a config module, naming the file in the error when it cannot be run. */
export async function readConfig(source: string, file: string) {
  try {
    return await loadConfigModule(path.join(source, file));
  } catch (error) {
    if (error instanceof ConfigLoadError) throw new MigrationError(`${file}: ${error.message}`);
    throw error;
  }
}

/**
 * A VitePress docs folder as a Lectern site: the config's menu, sidebars, languages, edit link, social
 * links and footer; every page in its language's content folder with its frontmatter mapped; the other
 * files of the pages' folder copied to the site's root (where `<<< @/…` and `@include` find them) and
 * beside the pages (for relative paths), `public/` to `public/`; and a redirect from each old address
 * (`/guide/setup.html`, and the clean one when it changes) to the new page.
 */
export async function migrateVitePress(
  source: string,
): Promise<{ migration: Migration; configFile: string }> {
  const configFile = findVitePressConfig(source);
  const loaded = await readConfig(source, configFile);
  const site = new SiteBuilder();
  const at: ConfigSource = {
    file: configFile,
    source: readFileSync(path.join(source, configFile), 'utf8'),
    notes: site.notes,
  };
  const languageConfigs = await readLanguageConfigs(source, loaded.value);
  const settings = mapVitePressConfig(withLanguageConfigs(loaded.value, languageConfigs.values), at);
  const prefixes = settings.locales.slice(1).map((locale) => locale.prefix);
  const srcRoot = path.join(source, settings.srcDir);
  const origin = (file: string) => (settings.srcDir === '' ? file : `${settings.srcDir}/${file}`);
  const files = listFiles(srcRoot, (file) => file === '.vitepress' || skipSourceEntry(file));
  const defaultLocale = settings.locales[0]?.code ?? 'en';

  // The pages of the root language, by their path: a redirect entry applies to every language, so a page
  // only some languages have cannot have one (see below).
  const localeOf = (served: string) =>
    settings.locales.find((entry) => entry.prefix !== '' && entry.prefix === served.split('/')[0]);
  const rootPages = new Set(
    files
      .filter((file) => isPageFile(file) && !matchesAny(file, settings.srcExclude))
      .map((file) => rewritten(file, settings.rewrites))
      .filter((served) => localeOf(served) === undefined),
  );
  for (const file of files) {
    if (languageConfigs.files.has(origin(file))) continue;
    if (file.startsWith('public/')) {
      site.copy(file, path.join(srcRoot, file), origin(file));
      continue;
    }
    const served = rewritten(file, settings.rewrites);
    const [, ...rest] = served.split('/');
    const locale = localeOf(served);
    const inLocale = locale ? rest.join('/') : served;
    const code = locale?.code ?? defaultLocale;
    const isPage = isPageFile(file) && !matchesAny(file, settings.srcExclude);
    if (!isPage) {
      // `@` is the pages' folder in VitePress and the site's root in Lectern; relative paths are read from
      // the page's folder, so the file goes beside the pages too (Markdown parts only to the root: in the
      // content folder they would become pages).
      site.copy(file, path.join(srcRoot, file), origin(file));
      if (!isPageFile(file))
        site.copy(`src/content/docs/${code}/${inLocale}`, path.join(srcRoot, file), origin(file));
      continue;
    }
    const text = readFileSync(path.join(srcRoot, file), 'utf8');
    let parts: ReturnType<typeof splitFrontmatter>;
    try {
      parts = splitFrontmatter(text, origin(file));
    } catch (error) {
      throw new MigrationError((error as Error).message);
    }
    const pageAddress = `/${served.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/, '$1')}`;
    const mapped = mapVitePressFields(parts.data, frontmatterLinks(code, prefixes, undefined, pageAddress), {
      siteTitle: settings.config.siteTitle,
      body: parts.body,
    });
    for (const { field, message } of mapped.unknown) {
      site.notes.add(
        origin(file),
        `frontmatter ${field} ${message}`,
        fieldLine(parts, field.split('.')[0] ?? field),
      );
    }
    noteBodyConstructs(parts.body, origin(file), parts.bodyLine + 1, site.notes, { vue: true });
    const slug = pageSlug(inLocale);
    const unchanged = JSON.stringify(mapped.data) === JSON.stringify(parts.data);
    site.write(
      contentFile(code, inLocale),
      unchanged ? text : joinFrontmatter(mapped.data, parts.body),
      origin(file),
    );
    const oldPath = inLocale.replace(/\.mdx?$/i, '');
    const target = slugLink(slug);
    if (locale && !rootPages.has(inLocale)) {
      // An entry applies to every language: it would send the others, which have no such page, to a
      // missing page. Its address without a slash still reaches it (the host adds the slash).
      site.notes.add(
        origin(file),
        `a page only in ${locale.code}: its old .html address (and its old address, where the new one differs) is not redirected, as the redirect table applies to every language`,
      );
      continue;
    }
    // `/guide/index.html` needs no entry: it is the page's own file in every language.
    if (!/(^|\/)index$/.test(oldPath)) {
      site.redirect(`${oldPath}.html`, target, origin(file));
      site.redirect(oldPath, target, origin(file));
    } else site.redirect(oldPath.replace(/(^|\/)?index$/, ''), target, origin(file));
  }
  for (const stubbed of loaded.stubbed) {
    if (stubbed !== 'vitepress' && !stubbed.startsWith('node:')) {
      site.notes.add(configFile, `imports ${stubbed}: its plugins or theme parts are not carried over`);
    }
  }
  if (existsSync(path.join(source, '.vitepress', 'theme'))) {
    site.notes.add('.vitepress/theme/', 'the custom theme (components, styles) is not carried over');
  }
  const title =
    typeof settings.config.siteTitle === 'string'
      ? settings.config.siteTitle
      : path.basename(path.resolve(source));
  return {
    migration: site.finish(
      title,
      settings.config,
      settings.locales.map((locale) => locale.code),
    ),
    configFile,
  };
}
