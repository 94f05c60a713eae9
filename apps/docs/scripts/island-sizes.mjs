// Reports what each React island of the built site costs a reader, gzipped: the island's own modules
// (everything its component module imports statically, minus React and Astro's renderer, which every
// island shares). Fails when the theme's own island code a page loads — the page chrome, its islands
// together — passes the budget on any page. Islands of one page's content (live examples of the
// documented library, the dashboard's account and settings) are reported but are not the chrome; islands
// loaded on demand (the search dialog, `client:search`, which loads only
// when a visitor asks for search) are reported but cost nothing on page load.
//
// The budget is 20 KB since the settings button and the account joined the navigation bar (the panel, the
// full settings reader and the sync load on first use; the button, the first-load settings reader and
// Vite's preload helper for the lazy parts load with the page; the islands carry only their own English
// texts, `enIslandTexts`). Hydrating the chrome on first interaction instead of when idle is the way to
// near-zero JavaScript on load (issue #9); until then this budget catches growth.
//
// It also reports the page scripts (module scripts loaded by address, not islands), such as the settings'
// effects on the markup the server drew (banner, quickbar, pins, notifications, refresh prompt), and what
// they load beyond the islands' code; they have no budget of their own yet.
//
// Usage: node scripts/island-sizes.mjs [distDir] [--budget-kb 20]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const budgetIndex = args.indexOf('--budget-kb');
const budgetKb = budgetIndex >= 0 ? Number(args[budgetIndex + 1]) : 20;
const outDir = path.resolve(
  args.find((arg, index) => !arg.startsWith('--') && (budgetIndex < 0 || index !== budgetIndex + 1)) ??
    'dist',
);
// With an adapter, the prerendered pages and their scripts are in client/.
const distDir = existsSync(path.join(outDir, 'client')) ? path.join(outDir, 'client') : outDir;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file) : [file];
  });
}

const files = walk(distDir);
const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)).length);
  return gzipped.get(file);
}

/** The files a module loads before it runs: itself and its static imports, transitively. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) {
    const specifier = match[1];
    const target = specifier.startsWith('/')
      ? path.join(distDir, specifier)
      : path.resolve(path.dirname(file), specifier);
    staticClosure(target, seen);
  }
  return seen;
}

const urlToFile = (url) => path.join(distDir, url.split('?')[0]);
const islands = new Map();
const renderers = new Set();
/** The islands of each page, by key. */
const pageIslands = new Map();
/** The module scripts pages load by address (not islands): the theme's page scripts and Astro's. */
const pageScripts = new Map();
for (const page of files.filter((file) => file.endsWith('.html'))) {
  const html = readFileSync(page, 'utf8');
  const onPage = new Set();
  pageIslands.set(page, onPage);
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) {
    const file = urlToFile(match[1]);
    pageScripts.set(file, (pageScripts.get(file) ?? 0) + 1);
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = match[0];
    const component = /component-url="([^"]+)"/.exec(tag)?.[1];
    const name = /component-export="([^"]+)"/.exec(tag)?.[1] ?? 'default';
    const renderer = /renderer-url="([^"]+)"/.exec(tag)?.[1];
    const directive = /\bclient="([^"]+)"/.exec(tag)?.[1] ?? '?';
    if (!component) continue;
    if (renderer) renderers.add(urlToFile(renderer));
    const key = `${name} (${component})`;
    const entry = islands.get(key) ?? { name, file: urlToFile(component), directive, pages: 0 };
    entry.pages += 1;
    islands.set(key, entry);
    onPage.add(key);
  }
}

const shared = new Set();
for (const renderer of renderers) for (const file of staticClosure(renderer)) shared.add(file);
const sharedKb = [...shared].reduce((sum, file) => sum + gzipSize(file), 0) / 1024;

/** Islands that belong to the page's content rather than to the theme's chrome. */
const CONTENT_ISLANDS = new Set(['ExampleIsland', 'AccountDashboard']);

/** Directives that hydrate an island only when the visitor asks for it, not as the page loads. */
const ON_DEMAND_DIRECTIVES = new Set(['search']);

/** Each island's own modules, and whether they are the theme's, loaded with the page. */
const ownModules = new Map();
const rows = [...islands.entries()].map(([key, island]) => {
  const modules = [...staticClosure(island.file)].filter((file) => !shared.has(file));
  const onDemand = ON_DEMAND_DIRECTIVES.has(island.directive);
  ownModules.set(key, CONTENT_ISLANDS.has(island.name) || onDemand ? [] : modules);
  const kb = modules.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  const kind = CONTENT_ISLANDS.has(island.name) ? 'page content' : onDemand ? 'theme, on demand' : 'theme';
  return `| ${island.name} | ${kind} | client:${island.directive} | ${island.pages} | ${kb.toFixed(1)} KB |`;
});

// The budget holds for every page: the theme's islands of the page together, each module counted once.
let totalKb = 0;
let heaviestPage = '';
for (const [page, keys] of pageIslands) {
  const modules = new Set([...keys].flatMap((key) => ownModules.get(key) ?? []));
  const kb = [...modules].reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  if (kb > totalKb) {
    totalKb = kb;
    heaviestPage = path.relative(distDir, page);
  }
}

console.log('| island | of | hydration | pages | own JS (gzip) |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
console.log(`\nReact and the island renderer, shared by every island: ${sharedKb.toFixed(1)} KB gzipped`);
console.log(
  `The theme's own island code a page loads, at most (${heaviestPage}): ${totalKb.toFixed(1)} KB gzipped (budget ${budgetKb} KB)`,
);

// The page scripts (module scripts loaded by address, not islands): the settings' effects on the markup
// the server drew, the search opener. What they load beyond the theme's island code is reported apart;
// small inline scripts (Astro's island loader, the copy buttons) are not counted.
const islandModules = new Set([...ownModules.values()].flat());
const beyond = new Set();
const scriptRows = [...pageScripts].map(([file, pages]) => {
  const modules = [...staticClosure(file)].filter(
    (module) => !shared.has(module) && !islandModules.has(module),
  );
  for (const module of modules) beyond.add(module);
  const kb = modules.reduce((sum, module) => sum + gzipSize(module), 0) / 1024;
  return `| ${path.basename(file).replace(/\.[^.]+\.js$/, '')} | ${pages} | ${kb.toFixed(1)} KB |`;
});
const beyondKb = [...beyond].reduce((sum, module) => sum + gzipSize(module), 0) / 1024;
console.log('\n| page script | pages | JS beyond the islands (gzip) |');
console.log('| --- | --- | --- |');
for (const row of scriptRows) console.log(row);
console.log(
  `\nThe page scripts loaded with the page, beyond the islands' code: ${beyondKb.toFixed(1)} KB gzipped`,
);
if (totalKb > budgetKb) {
  console.error(`Over budget by ${(totalKb - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
