import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LecternUserConfig } from '@lectern/astro';
import { parse as parseYaml } from 'yaml';
import { type ConfigSource, noteField, noteUnknownFields, record, text } from './config-mapping.js';
import { noteBodyConstructs, withoutForeignImports } from './content-notes.js';
import {
  type DocUrls,
  docAddressOfUrl,
  docTarget,
  docusaurusDoc,
  rewriteDocLinks,
  rewriteRawImports,
} from './docusaurus-docs.js';
import { mapDocusaurusFields } from './docusaurus-fields.js';
import {
  type CategoryMeta,
  mapDocusaurusItems,
  type SidebarDoc,
  sidebarPrefix,
} from './docusaurus-sidebar.js';
import { fieldLine, joinFrontmatter, type MarkdownParts, splitFrontmatter } from './frontmatter.js';
import type { Migration } from './migration.js';
import { firstHeading } from './page-fields.js';
import { SiteBuilder } from './site-builder.js';
import { isExternal, isPageFile, listFiles, slugLink } from './site-paths.js';
import { skipSourceEntry } from './source-files.js';
import { MigrationError, readConfig } from './vitepress.js';
import { languageName, type MigratedLocale } from './vitepress-config.js';

const CONFIG_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];
const TOP_FIELDS = [
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'organizationName',
  'projectName',
  'i18n',
  'presets',
  'themeConfig',
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'trailingSlash',
  'future',
];

/** A doc read from the docs folder (or a language's copy of it), with its frontmatter. */
interface ReadDoc extends SidebarDoc {
  readonly parts: MarkdownParts;
  readonly text: string;
}

function readDocs(folder: string, origin: string): ReadDoc[] {
  if (!existsSync(folder)) return [];
  return listFiles(folder, skipSourceEntry)
    .filter((file) => isPageFile(file) && !path.posix.basename(file).startsWith('_'))
    .map((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      let parts: MarkdownParts;
      try {
        parts = splitFrontmatter(text, `${origin}/${file}`);
      } catch (error) {
        throw new MigrationError((error as Error).message);
      }
      const doc = docusaurusDoc(file, parts.data);
      const position = parts.data.sidebar_position;
      return {
        ...doc,
        order: typeof position === 'number' ? position : doc.prefixOrder,
        label: typeof parts.data.sidebar_label === 'string' ? parts.data.sidebar_label : undefined,
        title: typeof parts.data.title === 'string' ? parts.data.title : firstHeading(parts.body),
        parts,
        text,
      };
    });
}

function readCategories(folder: string): Map<string, CategoryMeta> {
  const categories = new Map<string, CategoryMeta>();
  if (!existsSync(folder)) return categories;
  for (const file of listFiles(folder, skipSourceEntry)) {
    const name = path.posix.basename(file);
    if (!/^_category_\.(json|ya?ml)$/.test(name)) continue;
    const raw = readFileSync(path.join(folder, file), 'utf8');
    const data = record(name.endsWith('.json') ? JSON.parse(raw) : parseYaml(raw)) ?? {};
    const link = record(data.link);
    categories.set(path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file), {
      ...(text(data.label) ? { label: data.label as string } : {}),
      ...(typeof data.position === 'number' ? { position: data.position } : {}),
      ...(typeof data.collapsed === 'boolean' ? { collapsed: data.collapsed } : {}),
      ...(link?.type === 'doc' && typeof link.id === 'string' ? { linkId: link.id } : {}),
    });
  }
  return categories;
}

/** The preset's (or the docs plugin's) options: `presets: [['classic', { docs: … }]]`. */
function presetOptions(config: Record<string, unknown>) {
  for (const preset of Array.isArray(config.presets) ? config.presets : []) {
    const options = Array.isArray(preset) ? record(preset[1]) : undefined;
    if (options) return options;
  }
  return {};
}

/**
 * A Docusaurus site as a Lectern site: `docusaurus.config.*` (navbar, footer, i18n, the docs' route and edit
 * address), `sidebars.*` (docs, categories, links, generated parts with their `_category_` files), the
 * docs and their translations under `i18n/<locale>/docusaurus-plugin-content-docs/current/` placed at
 * their Docusaurus address (number prefixes, `id` and `slug` applied; relative links follow), `static/`
 * to `public/`, and a redirect from each `/docs/…` address to the page.
 */
export async function migrateDocusaurus(
  source: string,
): Promise<{ migration: Migration; configFile: string }> {
  const configFile = CONFIG_NAMES.find((name) => existsSync(path.join(source, name)));
  if (!configFile)
    throw new MigrationError(
      `${source} has no docusaurus.config.js (or .ts, .mjs): give the folder of the Docusaurus site`,
    );
  const loaded = await readConfig(source, configFile);
  const config = record(loaded.value) ?? {};
  const site = new SiteBuilder();
  const at: ConfigSource = {
    file: configFile,
    source: readFileSync(path.join(source, configFile), 'utf8'),
    notes: site.notes,
  };
  noteUnknownFields(at, config, [...TOP_FIELDS, 'plugins', 'themes', 'markdown', 'staticDirectories'], '');
  for (const field of ['plugins', 'themes'] as const) {
    if (Array.isArray(config[field]) && config[field].length > 0)
      noteField(at, field, 'are not carried over: Lectern has its own search, sitemap and redirects');
  }
  const options = presetOptions(config);
  const docsOptions = record(options.docs) ?? {};
  if (options.blog !== undefined && options.blog !== false)
    noteField(at, 'blog', 'is not carried over: Lectern sites have no blog');
  if (record(options.theme)?.customCss)
    noteField(at, 'customCss', 'is not carried over: add your styles to the site');
  const docsFolder = text(docsOptions.path) ?? 'docs';
  const routeBase = (text(docsOptions.routeBasePath) ?? 'docs').replace(/^\/+|\/+$/g, '');

  // Languages: the default first.
  const i18n = record(config.i18n) ?? {};
  const defaultCode = text(i18n.defaultLocale) ?? 'en';
  const codes = [
    defaultCode,
    ...(Array.isArray(i18n.locales)
      ? i18n.locales.filter((code): code is string => typeof code === 'string' && code !== defaultCode).sort()
      : []),
  ];
  const localeConfigs = record(i18n.localeConfigs) ?? {};
  const locales: MigratedLocale[] = codes.map((code, index) => ({
    code,
    prefix: index === 0 ? '' : code,
    title: text(record(localeConfigs[code])?.label) ?? languageName(code),
  }));

  // The docs, by id, in every language.
  const docs = readDocs(path.join(source, docsFolder), docsFolder);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const addresses = new Set(docs.map((doc) => doc.address));
  const urls: DocUrls = { routeBase, addresses, trailingSlash: config.trailingSlash === true };
  const hasChildren = (doc: SidebarDoc) =>
    docs.some((other) => other.address.startsWith(`${doc.address}/`) && doc.address !== '');
  const moved = new Map(docs.map((doc) => [doc.file, docTarget(doc, hasChildren(doc))]));
  const sidebarTranslations = new Map<string, Record<string, string>>();
  for (const locale of locales) {
    const folder =
      locale.prefix === '' ? docsFolder : `i18n/${locale.code}/docusaurus-plugin-content-docs/current`;
    const localeDocs = locale.prefix === '' ? docs : readDocs(path.join(source, folder), folder);
    for (const doc of localeDocs) writeDoc(site, source, doc, folder, locale.code, moved, urls, locales);
    const messagesFile = path.join(source, `i18n/${locale.code}/docusaurus-plugin-content-docs/current.json`);
    if (locale.prefix !== '' && existsSync(messagesFile)) {
      const messages = record(JSON.parse(readFileSync(messagesFile, 'utf8'))) ?? {};
      for (const [key, entry] of Object.entries(messages)) {
        const label = /^sidebar\.[^.]+\.category\.(.+)$/.exec(key)?.[1];
        const message = text(record(entry)?.message);
        if (label && message && message !== label)
          sidebarTranslations.set(label, { ...sidebarTranslations.get(label), [locale.code]: message });
      }
    }
  }
  for (const file of existsSync(path.join(source, 'static'))
    ? listFiles(path.join(source, 'static'), skipSourceEntry)
    : []) {
    site.copy(`public/${file}`, path.join(source, 'static', file), `static/${file}`);
  }
  for (const file of listFiles(path.join(source, docsFolder), skipSourceEntry)) {
    if (!isPageFile(file) && !/^_category_\./.test(path.posix.basename(file))) {
      site.copy(
        `src/content/docs/${defaultCode}/${file}`,
        path.join(source, docsFolder, file),
        `${docsFolder}/${file}`,
      );
    }
  }
  if (existsSync(path.join(source, 'src', 'pages')))
    site.notes.add('src/pages/', 'pages outside the docs (React pages) are not carried over');

  // Sidebars.
  const lectern: LecternUserConfig = {};
  const sidebarFile = text(docsOptions.sidebarPath);
  const sidebars = sidebarFile
    ? await readSidebars(source, sidebarFile)
    : { value: { docs: [{ type: 'autogenerated', dirName: '.' }] }, file: configFile, text: '' };
  const sidebarAt: ConfigSource = { file: sidebars.file, source: sidebars.text, notes: site.notes };
  const categories = readCategories(path.join(source, docsFolder));
  const context = { docs: byId, categories, at: sidebarAt, translations: sidebarTranslations };
  const mappedSidebars = Object.entries(record(sidebars.value) ?? {}).map(([id, items]) => ({
    id,
    items: mapDocusaurusItems(items, context, id),
  }));
  if (mappedSidebars.length === 1) lectern.sidebar = mappedSidebars[0]?.items ?? [];
  else if (mappedSidebars.length > 1) {
    const byPrefix: Record<string, LecternUserConfig.SidebarItem[]> = {};
    for (const { id, items } of mappedSidebars) {
      const prefix = sidebarPrefix(items);
      if (byPrefix[prefix]) {
        site.notes.add(
          sidebars.file,
          `sidebar "${id}" shares its pages' folder with another: its items join that sidebar`,
        );
        byPrefix[prefix].push(...items);
      } else byPrefix[prefix] = items;
    }
    lectern.sidebar = byPrefix;
  }
  const firstPage = (id: string) => {
    const found = mappedSidebars.find((sidebar) => sidebar.id === id)?.items;
    const first = (items: readonly LecternUserConfig.SidebarItem[] | undefined): string | undefined => {
      for (const item of items ?? []) {
        if (item.slug !== undefined) return slugLink(item.slug);
        if (item.link && !isExternal(item.link)) return item.link;
        const inner = first(item.items);
        if (inner) return inner;
      }
      return undefined;
    };
    return first(found);
  };

  // Theme settings.
  const theme = record(config.themeConfig) ?? {};
  const navbar = record(theme.navbar) ?? {};
  const title = text(navbar.title) ?? text(config.title);
  if (title) lectern.siteTitle = title;
  const logo = record(navbar.logo);
  if (logo && text(logo.src)) {
    const src = `/${String(logo.src).replace(/^\//, '')}`;
    lectern.logo = text(logo.srcDark)
      ? {
          light: src,
          dark: `/${String(logo.srcDark).replace(/^\//, '')}`,
          ...(text(logo.alt) ? { alt: logo.alt as string } : {}),
        }
      : { src, ...(text(logo.alt) ? { alt: logo.alt as string } : {}) };
  }
  const nav: LecternUserConfig.NavItem[] = [];
  const social: LecternUserConfig.SocialLink[] = [];
  const internal = (link: string) => {
    const address = docAddressOfUrl(link, { routeBase, addresses });
    return address === undefined ? undefined : slugLink(address);
  };
  (Array.isArray(navbar.items) ? navbar.items : []).forEach((raw, index) => {
    const item = record(raw) ?? {};
    const where = `themeConfig.navbar.items[${index}]`;
    const label = text(item.label);
    if (item.type === 'localeDropdown' || item.type === 'search') return;
    if (item.type === 'html') {
      noteField(at, where, 'is custom HTML: not carried over (add it as a link of `nav`, or in a component)');
      return;
    }
    if (item.type === 'docSidebar') {
      const link = firstPage(String(item.sidebarId));
      if (label && link) nav.push({ text: label, link });
      return;
    }
    if (item.type === 'doc') {
      const doc = byId.get(String(item.docId));
      if (label && doc) nav.push({ text: label, link: slugLink(doc.address) });
      else
        noteField(
          at,
          where,
          `names the doc "${String(item.docId)}", which is not in the docs folder: left out`,
        );
      return;
    }
    const href = text(item.href);
    if (href && /github\.com/.test(href) && !label?.trim().includes(' ')) {
      social.push({ icon: 'github', link: href });
      return;
    }
    if (href && label) {
      nav.push({ text: label, link: href });
      return;
    }
    const to = text(item.to);
    const link = to ? internal(to) : undefined;
    if (label && link) nav.push({ text: label, link });
    else
      noteField(
        at,
        where,
        `(${label ?? String(item.type ?? '')}) leads to a page that is not carried over: left out`,
      );
  });
  if (nav.length > 0) lectern.nav = nav;
  if (social.length > 0) lectern.socialLinks = social;
  const footer = record(theme.footer);
  if (footer) {
    if (text(footer.copyright)) lectern.footer = { copyright: footer.copyright as string };
    if (Array.isArray(footer.links) && footer.links.length > 0)
      noteField(
        at,
        'themeConfig.footer.links',
        "are not carried over: Lectern's footer has a message and a copyright",
      );
  }
  const editUrl = docsOptions.editUrl;
  if (typeof editUrl === 'string') {
    lectern.editLink = { pattern: `${editUrl.replace(/\/?$/, '/')}src/content/docs/:path` };
    noteField(
      at,
      'editUrl',
      'is now the edit link `…/src/content/docs/:path`: check it once the site is in its repository',
    );
  } else if (editUrl !== undefined) noteField(at, 'editUrl', 'is a function: not carried over');
  if (codes.length > 1 || defaultCode !== 'en') {
    lectern.locales = locales.map((locale) => ({ title: locale.title, locale: locale.code, enabled: true }));
  }
  const algolia = record(theme.algolia);
  if (algolia && text(algolia.appId) && text(algolia.apiKey) && text(algolia.indexName)) {
    lectern.search = {
      provider: 'algolia',
      appId: algolia.appId as string,
      apiKey: algolia.apiKey as string,
      indexName: algolia.indexName as string,
      ...(text(algolia.placeholder) ? { placeholder: algolia.placeholder as string } : {}),
    };
    // Lectern's DocSearch has a search box only (no page of results), and searches the language read.
    for (const key of Object.keys(algolia).sort()) {
      if (!['appId', 'apiKey', 'indexName', 'contextualSearch', 'placeholder'].includes(key))
        noteField(at, `themeConfig.algolia.${key}`);
    }
  } else if (algolia) {
    noteField(at, 'themeConfig.algolia', 'lacks appId, apiKey or indexName: the site searches locally');
  }
  for (const key of Object.keys(theme).sort()) {
    if (!['navbar', 'footer', 'colorMode', 'prism', 'image', 'metadata', 'docs', 'algolia'].includes(key))
      noteField(at, `themeConfig.${key}`);
  }
  for (const stubbed of loaded.stubbed) {
    if (!stubbed.startsWith('@docusaurus/') && stubbed !== 'prism-react-renderer')
      site.notes.add(configFile, `imports ${stubbed}: not carried over`);
  }
  ensureHomePage(
    site,
    locales,
    lectern,
    text(config.tagline),
    firstPage(mappedSidebars[0]?.id ?? ''),
    addresses,
  );
  return { migration: site.finish(title ?? path.basename(path.resolve(source)), lectern, codes), configFile };
}

async function readSidebars(source: string, file: string) {
  const relative = path.relative(source, path.resolve(source, file)).split(path.sep).join('/');
  const loaded = await readConfig(source, relative);
  return { value: loaded.value, file: relative, text: readFileSync(path.join(source, relative), 'utf8') };
}

function writeDoc(
  site: SiteBuilder,
  source: string,
  doc: ReadDoc,
  folder: string,
  locale: string,
  moved: ReadonlyMap<string, string>,
  urls: DocUrls,
  locales: readonly MigratedLocale[],
): void {
  const origin = `${folder}/${doc.file}`;
  const target = moved.get(doc.file) ?? docTarget(doc, false);
  const mapped = mapDocusaurusFields(
    doc.parts.data,
    doc.parts.body,
    locale,
    locales.slice(1).map((entry) => entry.prefix),
    urls.routeBase,
  );
  for (const { field, message } of mapped.unknown)
    site.notes.add(origin, `frontmatter ${field} ${message}`, fieldLine(doc.parts, field));
  noteBodyConstructs(doc.parts.body, origin, doc.parts.bodyLine + 1, site.notes);
  const linked = rewriteDocLinks(doc.parts.body, doc.file, target, moved, { ...urls, address: doc.address });
  const mdx = /\.mdx$/i.test(doc.file);
  const raw = mdx ? rewriteRawImports(linked, doc.file, target) : { body: linked, siteFiles: [] };
  for (const { file, line } of raw.siteFiles) {
    const found = filesAnImportMayName(source, file);
    for (const each of found) site.copy(each, path.join(source, each), each);
    if (found.length === 0)
      site.notes.add(
        origin,
        `!!raw-loader! import of @site/${file}: there is no such file`,
        doc.parts.bodyLine + line,
      );
  }

  const body = mdx ? withoutForeignImports(raw.body) : raw.body;
  const unchanged = JSON.stringify(mapped.data) === JSON.stringify(doc.parts.data) && body === doc.parts.body;
  site.write(
    `src/content/docs/${locale}/${target}`,
    unchanged ? doc.text : joinFrontmatter(mapped.data, body),
    origin,
  );
  const oldAddress = [urls.routeBase, doc.address].filter(Boolean).join('/');
  site.redirect(oldAddress, slugLink(doc.address), origin);
}

/**
 * The files under `root` an import of `file` may stand for: the file itself, else (an import written
 * without an ending) the files of that name with any ending and the folder's `index` files. Lectern picks
 * among them as a bundler would.
 */
function filesAnImportMayName(root: string, file: string): string[] {
  const absolute = path.join(root, file);
  if (existsSync(absolute) && statSync(absolute).isFile()) return [file];
  if (path.posix.extname(file) !== '') return [];
  const inFolder = (folder: string, name: string) =>
    existsSync(path.join(root, folder))
      ? readdirSync(path.join(root, folder), { withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name.startsWith(`${name}.`))
          .map((entry) => path.posix.join(folder, entry.name))
      : [];
  return [...inFolder(path.posix.dirname(file), path.posix.basename(file)), ...inFolder(file, 'index')];
}

/** A language without a page at its root gets a home page: the theme's logo and language menu lead there. */
function ensureHomePage(
  site: SiteBuilder,
  locales: readonly MigratedLocale[],
  config: LecternUserConfig,
  tagline: string | undefined,
  start: string | undefined,
  addresses: ReadonlySet<string>,
): void {
  if (addresses.has('')) return;
  for (const locale of locales) {
    const hero: Record<string, unknown> = {
      name: typeof config.siteTitle === 'string' ? config.siteTitle : 'Documentation',
    };
    if (tagline) hero.tagline = tagline;
    if (start) hero.actions = [{ text: 'Get started', link: `/${locale.code}${start}` }];
    site.write(
      `src/content/docs/${locale.code}/index.md`,
      joinFrontmatter({ title: hero.name, layout: 'home', hero }, ''),
      'docusaurus.config',
    );
  }
}
