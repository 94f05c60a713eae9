// One engine's search-index step, run on its built site on its own (a child process per run, so each
// starts its own Pagefind service, as a build does):
//   node src/index-step.mjs <lectern|starlight> <dist>  → prints {"wallMs":…,"pages":…} on stdout
// Lectern: `buildSearchIndex` of @lectern/search with what @lectern/astro passes it (the site's languages,
// no API data here). Starlight: what its `astro:build:done` hook does (`starlightPagefind`): Pagefind's
// `createIndex()`, `addDirectory()` on the output and `writeFiles()` into `pagefind/`. Each engine's own
// copy of Pagefind is used, found from the engine's package as Node would find it.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const benchModules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules');

/** The folder of package `name` as seen from `fromDir`: the first `node_modules/name` up the tree. */
export function packageDirFrom(fromDir, name) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed for ${fromDir}`);
  }
}

/** Imports a package's entry (`exports['.'].import`, else `main`) or one of its subpath exports. */
async function importPackage(dir, subpath = '.') {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entry = manifest.exports?.[subpath];
  const file =
    typeof entry === 'string' ? entry : (entry?.import ?? (subpath === '.' ? manifest.main : undefined));
  if (!file) throw new Error(`${manifest.name} exports no ${subpath}`);
  return import(pathToFileURL(path.join(dir, file)).href);
}

const engineDir = (name) => realpathSync(path.join(benchModules, name));

/** The steps, each resolving with the pages it indexed. */
const steps = {
  async lectern(dist) {
    const search = packageDirFrom(engineDir('@lectern/astro'), '@lectern/search');
    const { buildSearchIndex } = await importPackage(search, './node');
    const started = performance.now();
    const stats = await buildSearchIndex({ siteDir: dist, locales: ['en'], apiData: [] });
    return { wallMs: performance.now() - started, pages: stats.pages, bytes: stats.bytes };
  },
  async starlight(dist) {
    const pagefind = await importPackage(packageDirFrom(engineDir('@astrojs/starlight'), 'pagefind'));
    const started = performance.now();
    try {
      const { index, errors } = await pagefind.createIndex();
      if (!index) throw new Error(errors.join('\n'));
      const added = await index.addDirectory({ path: dist });
      if (added.errors.length > 0) throw new Error(added.errors.join('\n'));
      const written = await index.writeFiles({ outputPath: path.join(dist, 'pagefind') });
      if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
      return { wallMs: performance.now() - started, pages: added.page_count };
    } finally {
      await pagefind.close();
    }
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [engine, dist] = process.argv.slice(2);
  if (!steps[engine] || !dist) {
    console.error('usage: node src/index-step.mjs <lectern|starlight> <dist>');
    process.exit(2);
  }
  console.log(JSON.stringify(await steps[engine](path.resolve(dist))));
}
