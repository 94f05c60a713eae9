import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LecternUserConfig } from '@lectern/astro';
import { fencedLines } from './code-fences.js';
import { type ConfigSource, noteField, noteUnknownFields, record, text } from './config-mapping.js';
import { noteBodyConstructs, withoutForeignImports } from './content-notes.js';
import { fieldLine, joinFrontmatter, splitFrontmatter } from './frontmatter.js';
import type { Migration } from './migration.js';
import { rewriteOutsideReferences } from './outside-references.js';
import { frontmatterLinks } from './page-fields.js';
import { SiteBuilder } from './site-builder.js';
import { contentFile, isPageFile, listFiles, pageSlug, slugSegment } from './site-paths.js';
import { skipSourceEntry } from './source-files.js';
import {
  mapSocial,
  mapStarlightSidebar,
  starlightLanguageCodes,
  starlightLocales,
  starlightOptions,
} from './starlight-config.js';
import { mapStarlightFields } from './starlight-fields.js';
import { MigrationError, readConfig } from './vitepress.js';

const CONFIG_NAMES = ['astro.config.mjs', 'astro.config.ts', 'astro.config.mts', 'astro.config.js'];
const OPTION_FIELDS = [
  'title',
  'description',
  'logo',
  'social',
  'editLink',
  'sidebar',
  'locales',
  'defaultLocale',
  'favicon',
  'tableOfContents',
  'pagination',
  'lastUpdated',
  'pagefind',
  'disable404Route',
  'customCss',
  'components',
  'plugins',
  'expressiveCode',
  'head',
];

/**
 * A file of the site (read from `from`) as an address the new site serves from `public/`:
 * `src/assets/logo.svg` → `/assets/logo.svg`.
 */
function published(
  site: SiteBuilder,
  source: string,
  file: string,
  origin: string,
  from = source,
): string | undefined {
  const absolute = path.resolve(from, file);
  if (!existsSync(absolute)) return undefined;
  const relative = path.relative(path.join(source, 'src'), absolute).split(path.sep).join('/');
  const address = relative.startsWith('..') ? path.basename(absolute) : relative;
  site.copy(`public/${address}`, absolute, origin);
  return `/${address}`;
}

/**
 * A Starlight site as a Lectern site: the options of `starlight({ … })` in its Astro config (title, logo,
 * social links, edit link, sidebar with its generated groups, badges and translations, languages), its
 * pages moved into a folder per language (the root language's into its code's) with their frontmatter
 * mapped, `public/` copied; and redirects from the root language's addresses, which had no language in
 * them, to its pages under its code.
 */
export async function migrateStarlight(
  source: string,
): Promise<{ migration: Migration; configFile: string }> {
  const configFile = CONFIG_NAMES.find((name) => existsSync(path.join(source, name)));
  if (!configFile)
    throw new MigrationError(
      `${source} has no astro.config.mjs (or .ts): give the folder of the Starlight site`,
    );
  const loaded = await readConfig(source, configFile);
  const options = starlightOptions(loaded.value);
  if (!options)
    throw new MigrationError(
      `${configFile}: no starlight({ … }) in its integrations: is this a Starlight site?`,
    );
  const site = new SiteBuilder();
  const at: ConfigSource = {
    file: configFile,
    source: readFileSync(path.join(source, configFile), 'utf8'),
    notes: site.notes,
  };
  noteUnknownFields(at, options, OPTION_FIELDS, 'starlight');
  const astro = record(loaded.value) ?? {};
  if (text(astro.base) && astro.base !== '/')
    noteField(at, 'base', "is Astro's `base`: set it in astro.config.ts again");
  if (record(astro.redirects))
    noteField(at, 'redirects', 'of the Astro config are not carried over: add them to redirects.json');

  const locales = starlightLocales(options);
  const prefixes = locales.map((locale) => locale.prefix).filter(Boolean);
  const config: LecternUserConfig = {};
  const title = text(options.title) ?? text(record(options.title)?.[locales[0]?.code ?? 'en']);
  if (title) config.siteTitle = title;
  const logo = record(options.logo);
  if (logo) {
    const src = text(logo.src) ? published(site, source, logo.src as string, configFile) : undefined;
    const light = text(logo.light) ? published(site, source, logo.light as string, configFile) : undefined;
    const dark = text(logo.dark) ? published(site, source, logo.dark as string, configFile) : undefined;
    const alt = text(logo.alt) ? { alt: logo.alt as string } : {};
    if (src) config.logo = { src, ...alt };
    else if (light && dark) config.logo = { light, dark, ...alt };
    if (logo.replacesTitle === true) config.siteTitle = false;
  }
  const social = mapSocial(options.social);
  if (social.length > 0) config.socialLinks = social;
  const baseUrl = text(record(options.editLink)?.baseUrl);
  if (baseUrl) {
    config.editLink = { pattern: `${baseUrl.replace(/\/?$/, '/')}:path` };
    noteField(
      at,
      'editLink.baseUrl',
      'is now the edit link `…/:path`, :path being the page in src/content/docs/<language>/: check it',
    );
  }
  if (Array.isArray(options.sidebar))
    config.sidebar = mapStarlightSidebar(
      options.sidebar,
      prefixes,
      at,
      'sidebar',
      starlightLanguageCodes(options, locales),
    );
  if (options.tableOfContents === false) config.outline = false;
  for (const field of ['customCss', 'components', 'plugins', 'expressiveCode', 'head'] as const) {
    if (options[field] !== undefined) noteField(at, `starlight.${field}`, 'is not carried over');
  }
  if (locales.length > 1 || locales[0]?.code !== 'en') {
    config.locales = locales.map((locale) => ({ title: locale.title, locale: locale.code, enabled: true }));
  }

  // Pages.
  const contentRoot = path.join(source, 'src', 'content', 'docs');
  if (!existsSync(contentRoot))
    throw new MigrationError('src/content/docs: no such folder: the Starlight site has no pages');
  for (const file of listFiles(contentRoot, skipSourceEntry)) {
    const origin = `src/content/docs/${file}`;
    const [first = '', ...rest] = file.split('/');
    const locale = locales.find((entry) => entry.prefix !== '' && entry.prefix === first) ?? locales[0];
    const code = locale?.code ?? 'en';
    const inLocale = locale?.prefix ? rest.join('/') : file;
    if (!isPageFile(file)) {
      site.copy(`src/content/docs/${code}/${inLocale}`, path.join(contentRoot, file), origin);
      continue;
    }
    const textContent = readFileSync(path.join(contentRoot, file), 'utf8');
    let parts: ReturnType<typeof splitFrontmatter>;
    try {
      parts = splitFrontmatter(textContent, origin);
    } catch (error) {
      throw new MigrationError((error as Error).message);
    }
    const image = (relative: string) =>
      published(site, source, relative, origin, path.dirname(path.join(contentRoot, file)));
    const mapped = mapStarlightFields(parts.data, frontmatterLinks(code, prefixes), image);
    for (const { field, message } of mapped.unknown)
      site.notes.add(origin, `frontmatter ${field} ${message}`, fieldLine(parts, field));
    noteBodyConstructs(parts.body, origin, parts.bodyLine + 1, site.notes);
    const oldAddress = `/${[locale?.prefix, pageSlug(inLocale)].filter(Boolean).join('/')}/`.replace(
      /\/+/g,
      '/',
    );
    const linked = withLanguageInHtmlLinks(
      rewriteAddressRelativeLinks(parts.body, oldAddress, locale?.prefix ? '' : `/${code}`),
      code,
      locales.map((entry) => entry.code),
    );
    const slug = typeof parts.data.slug === 'string' ? parts.data.slug.replace(/^\/+|\/+$/g, '') : undefined;
    const ownSlug =
      slug !== undefined && locale?.prefix && slug.startsWith(`${locale.prefix}/`)
        ? slug.slice(locale.prefix.length + 1)
        : slug;
    const placed =
      ownSlug === undefined ? inLocale : `${ownSlug === '' ? 'index' : ownSlug}${path.extname(file)}`;
    // The page moves (the root language's pages go into its folder): its paths to the site's other files
    // (`../../assets/shot.png`) are written from its new place, and those files come along.
    const outside = rewriteOutsideReferences(linked, origin, contentFile(code, placed), 'src/content/docs');
    for (const referenced of outside.files) {
      if (existsSync(path.join(source, referenced)))
        site.copy(referenced, path.join(source, referenced), referenced);
      else site.notes.add(origin, `refers to ${referenced}: there is no such file`);
    }
    const body = /\.mdx$/i.test(file) ? withoutForeignImports(outside.body) : outside.body;
    const unchanged = JSON.stringify(mapped.data) === JSON.stringify(parts.data) && body === parts.body;
    site.write(
      contentFile(code, placed),
      unchanged ? textContent : joinFrontmatter(mapped.data, body),
      origin,
    );
    // The root language's pages had no language in their addresses: each old one leads to its page now.
    if (!locale?.prefix) site.redirect(ownSlug ?? pageSlug(inLocale), `/${pageSlug(placed)}/`, origin);
  }
  if (existsSync(path.join(source, 'public'))) {
    for (const file of listFiles(path.join(source, 'public'), skipSourceEntry))
      site.copy(`public/${file}`, path.join(source, 'public', file), `public/${file}`);
  }
  for (const stubbed of loaded.stubbed) {
    if (!['astro/config', '@astrojs/starlight'].includes(stubbed))
      site.notes.add(configFile, `imports ${stubbed}: not carried over`);
  }
  return {
    migration: site.finish(
      title ?? slugSegment(path.basename(path.resolve(source))),
      config,
      locales.map((locale) => locale.code),
    ),
    configFile,
  };
}

const RELATIVE_LINK = /(\]\()((?:\.{1,2}\/|(?![a-z][a-z0-9+.-]*:|[/#?<]))[^)\s]*)(\s+"[^"]*")?\)/gi;

/**
 * A Starlight page's relative links (`../sizing/`), which the browser reads from the page's address, as
 * links from the site's root with the language (`/en/guides/sizing/`): Lectern reads relative links from
 * the page's file, which would lead elsewhere. Links to files (`./diagram.png`) are left alone.
 */
export function rewriteAddressRelativeLinks(body: string, address: string, prefix: string): string {
  const lines = body.split('\n');
  const fenced = fencedLines(lines);
  return lines
    .map((line, index) => {
      if (fenced[index]) return line;
      return line.replace(RELATIVE_LINK, (whole, open: string, target: string, title = '') => {
        const [pathPart = '', rest = ''] = /^([^#?]*)(.*)$/.exec(target)?.slice(1) ?? [];
        if (/\.[a-z0-9]+$/i.test(pathPart) && !/\.mdx?$/i.test(pathPart)) return whole;
        const resolved = new URL(pathPart, `https://site${address}`).pathname;
        return `${open}${prefix}${resolved}${rest}${title})`;
      });
    })
    .join('\n');
}

/**
 * The `href="/…"` of HTML in a page with the page's language (`/en/…`) when it names none: Lectern gives
 * Markdown links from the site's root their language, not the attributes of HTML in the page.
 */
export function withLanguageInHtmlLinks(body: string, code: string, codes: readonly string[]): string {
  const lines = body.split('\n');
  const fenced = fencedLines(lines);
  return lines
    .map((line, index) =>
      fenced[index]
        ? line
        : line.replace(/(\bhref=")(\/(?!\/)[^"]*)"/g, (whole, open: string, link: string) => {
            const first = link.split(/[/?#]/)[1] ?? '';
            return codes.includes(first) ? whole : `${open}/${code}${link}"`;
          }),
    )
    .join('\n');
}
