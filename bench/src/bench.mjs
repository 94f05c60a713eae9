// `pnpm bench`: builds the same generated corpus with Lectern, Starlight and VitePress and prints their
// figures side by side with Lectern's ratios (see ../README.md). Options: see options.mjs.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { apiContentConfig, generateApiLibrary } from './api-library.mjs';
import { measureLoadedScripts, openBrowser } from './browser-js.mjs';
import { runBuild } from './build-run.mjs';
import { corpusPages, generateCorpus } from './corpus.mjs';
import { runLighthouse } from './lighthouse-run.mjs';
import { machineInfo, toolVersions } from './machine.mjs';
import { enginesAt, parseOptions } from './options.mjs';
import { outputSize, pageWeight } from './page-weight.mjs';
import { profileBuild } from './profile.mjs';
import { apiTable, curveTable, resultsHeader, resultsTable, searchTable, versionsTable } from './report.mjs';
import { benchSearch } from './search-bench.mjs';
import { measureSidebarViews } from './sidebar-views.mjs';
import { sites } from './sites/index.mjs';
import { serveStatic } from './static-server.mjs';
import { median, medianBy } from './stats.mjs';

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(benchDir, '..');
const resultsDir = path.join(benchDir, 'results');
const FIRST_PORT = 4600;
const started = performance.now();

function log(message) {
  const elapsed = ((performance.now() - started) / 1000).toFixed(0).padStart(5);
  console.error(`[bench ${elapsed}s] ${message}`);
}

/** Builds the Lectern packages the bench installs (turbo: cached when nothing changed). */
function buildPackages() {
  log('building the Lectern packages (turbo run build --filter=@lectern/bench^...)');
  const turbo = path.join(repo, 'node_modules/.bin/turbo');
  execFileSync(turbo, ['run', 'build', '--filter=@lectern/bench^...', '--output-logs=errors-only'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Builds every site of the plan `runs` times from cold; each engine's figures, run by run. */
async function buildRuns(plan, runs) {
  const results = new Map(plan.map(({ engine }) => [engine, []]));
  for (let run = 1; run <= runs; run++) {
    // Interleaved (every engine once per round), so that a noisy minute does not hit one engine only.
    for (const { engine, site, dir, size } of plan) {
      site.clean(dir);
      const logFile = path.join(resultsDir, 'logs', `${engine}-${size}.log`);
      const figures = await runBuild({ ...site.buildCommand(), cwd: dir, logFile });
      // How long the engine's search index took in this build, as the build logged it.
      figures.searchIndexMs = site.searchIndexMs?.(readFileSync(logFile, 'utf8'));
      const peak = (figures.peakTreeBytes / 1024 ** 2).toFixed(0);
      log(
        `${engine} N=${size} build ${run}/${runs}: ${(figures.wallMs / 1000).toFixed(1)} s, peak ${peak} MiB`,
      );
      results.get(engine).push(figures);
    }
  }
  return results;
}

/** The doc page every engine is measured on: the corpus page of median Markdown size. */
function medianPage(workDir, size) {
  const dir = path.join(workDir, `corpus-${size}-plain`);
  generateCorpus(dir, size, 'plain');
  const page = medianBy(corpusPages(dir), (entry) => entry.bytes);
  rmSync(dir, { recursive: true, force: true });
  return page;
}

/** Output size, the page's weight, the JS it fetches in Chromium and its Lighthouse figures. */
async function measureSite({ engine, site, dir, size }, slug, port, browser, options) {
  const dist = site.distDir(dir);
  const url = site.pageUrl(slug);
  const page = { slug, url, ...pageWeight(dist, site.pageFile(dist, slug), url) };
  const result = { output: outputSize(dist), page };
  const server = await serveStatic(dist, port);
  try {
    result.browser = await measureLoadedScripts(browser, `${server.origin}${url}`);
    if (options.sidebarViews > 0 && site.sidebar) {
      result.sidebarViews = await measureSidebarViews(
        browser,
        `${server.origin}${url}`,
        site.sidebar,
        options.sidebarViews,
      );
    }
    if (options.lighthouse) {
      log(`${engine} N=${size}: Lighthouse on ${url}`);
      const { lhr, ...figures } = await runLighthouse(`${server.origin}${url}`, options.lighthouseRuns);
      writeFileSync(path.join(resultsDir, 'lighthouse', `${engine}-${size}.json`), JSON.stringify(lhr));
      result.lighthouse = figures;
    }
  } finally {
    await server.close();
  }
  return result;
}

/** Every engine at one corpus size: sites, builds, measures (and search, Lectern against Starlight). */
async function benchSize(size, { workDir, browser, options }) {
  const slug = medianPage(workDir, size).slug;
  const plan = enginesAt(options, size).map((engine) => ({
    engine,
    site: sites[engine],
    dir: path.join(workDir, `${engine}-${size}`),
    size,
  }));
  for (const { engine, site, dir } of plan) {
    log(`${engine} N=${size}: generating the site`);
    site.create(dir, size);
  }
  // The figures that count are the largest size's: the smaller sizes are built once, and Lighthouse and
  // the search figures (each a minute or more per engine) run at the largest size only.
  const largest = size === Math.max(...options.sizes);
  const builds = await buildRuns(plan, largest ? options.runs : 1);
  const measureOptions = {
    ...options,
    lighthouse: options.lighthouse && (largest || (options.lighthouseEachSize && size >= 1000)),
  };
  const results = {};
  try {
    for (const [index, entry] of plan.entries()) {
      const runs = builds.get(entry.engine);
      results[entry.engine] = {
        build: {
          runs,
          medianWallMs: median(runs.map((run) => run.wallMs)),
          medianPeakTreeBytes: median(runs.map((run) => run.peakTreeBytes)),
          medianPeakProcessBytes: median(runs.map((run) => run.peakProcessBytes)),
        },
      };
      if (options.searchOnly) continue;
      const measured = await measureSite(entry, slug, FIRST_PORT + index, browser, measureOptions);
      Object.assign(results[entry.engine], measured);
      if (options.profile && entry.engine === 'lectern') {
        log(`lectern N=${size}: one more build under the CPU profiler`);
        results.lectern.profile = await profileBuild(entry, path.join(resultsDir, 'profiles'));
      }
      log(`${entry.engine} N=${size}: measured ${measured.page.url}`);
    }
    if (options.search && (largest || options.searchOnly)) {
      log(`N=${size}: search, Lectern against Starlight, from ${slug}`);
      const search = await benchSearch(
        plan.map((entry) => ({ ...entry, builds: builds.get(entry.engine) })),
        { slug, browser, options, firstPort: FIRST_PORT + plan.length, log },
      );
      for (const engine of Object.keys(results))
        if (search?.[engine]) results[engine].search = search[engine];
      if (search) results.searchQueries = search.queries;
    }
  } finally {
    if (!options.keep) for (const entry of plan) rmSync(entry.dir, { recursive: true, force: true });
  }
  return results;
}

/** Lectern once at `factor` × the largest size, against its median build at that size. */
async function benchScale(factor, baseSize, baseWallMs, { workDir, options }) {
  const size = factor * baseSize;
  const entry = { engine: 'lectern', site: sites.lectern, dir: path.join(workDir, `lectern-${size}`), size };
  log(`lectern N=${size}: generating the site`);
  entry.site.create(entry.dir, size);
  const [run] = (await buildRuns([entry], 1)).get('lectern');
  if (!options.keep) rmSync(entry.dir, { recursive: true, force: true });
  return { size, baseSize, factor, baseWallMs, ...run };
}

/**
 * What a documented component library costs a build: Lectern at `size` pages twice, one site plain and
 * one with an `api` collection read from a generated library of `components` React components, each
 * built cold and then again warm (interleaved). The difference is what the library adds.
 */
async function benchApi(components, size, { workDir, options }) {
  const plain = {
    engine: 'lectern',
    site: sites.lectern,
    dir: path.join(workDir, `lectern-api-plain-${size}`),
    size,
  };
  const documented = { ...plain, dir: path.join(workDir, `lectern-api-${components}-${size}`) };
  log(`lectern N=${size}: generating a site, and the same with a library of ${components} components`);
  plain.site.create(plain.dir, size);
  documented.site.create(documented.dir, size);
  const source = generateApiLibrary(path.join(documented.dir, 'library'), components, documented.dir);
  writeFileSync(path.join(documented.dir, 'src/content.config.mjs'), apiContentConfig(source));
  const build = async (entry, label) => {
    const logFile = path.join(resultsDir, 'logs', `lectern-api-${label}.log`);
    const figures = await runBuild({ ...entry.site.buildCommand(), cwd: entry.dir, logFile });
    log(`lectern N=${size}, ${label}: ${(figures.wallMs / 1000).toFixed(1)} s`);
    return figures.wallMs;
  };
  try {
    plain.site.clean(plain.dir);
    documented.site.clean(documented.dir);
    const coldPlainMs = await build(plain, 'plain-cold');
    const coldApiMs = await build(documented, `${components}-cold`);
    const warmPlainMs = await build(plain, 'plain-warm');
    const warmApiMs = await build(documented, `${components}-warm`);
    return {
      components,
      size,
      coldPlainMs,
      coldApiMs,
      warmPlainMs,
      warmApiMs,
      coldAddedMs: coldApiMs - coldPlainMs,
      warmAddedMs: warmApiMs - warmPlainMs,
    };
  } finally {
    if (!options.keep)
      for (const entry of [plain, documented]) rmSync(entry.dir, { recursive: true, force: true });
  }
}

/**
 * What older versions of the docs cost a build: Lectern at `size` pages with one version, and with each
 * count of versions (the older ones from snapshot folders), each site built cold (every version built)
 * and then again with nothing changed (the older versions taken from their cache, the current one
 * built again as a release would). Each build is against the one-version site's build of the same kind.
 */
async function benchVersions(counts, size, { workDir, options }) {
  const entryFor = (versions) => ({
    versions,
    site: sites.lectern,
    dir: path.join(workDir, `lectern-versions-${versions}-${size}`),
  });
  const entries = [entryFor(1), ...counts.map(entryFor)];
  log(
    `lectern N=${size}: generating a site with ${entries.map((entry) => entry.versions).join(', ')} versions`,
  );
  for (const entry of entries) {
    entry.site.create(entry.dir, size, { versions: entry.versions });
    entry.site.clean(entry.dir);
  }
  const build = async (entry, kind) => {
    const label = `${entry.versions}-${kind}`;
    const logFile = path.join(resultsDir, 'logs', `lectern-versions-${label}.log`);
    const figures = await runBuild({ ...entry.site.buildCommand(), cwd: entry.dir, logFile });
    log(`lectern N=${size}, ${entry.versions} versions, ${kind}: ${(figures.wallMs / 1000).toFixed(1)} s`);
    return figures;
  };
  try {
    const rows = entries.map((entry) => ({ versions: entry.versions }));
    // Interleaved: every site cold, then every site again.
    for (const [index, entry] of entries.entries()) rows[index].cold = await build(entry, 'cold');
    for (const [index, entry] of entries.entries()) rows[index].unchanged = await build(entry, 'unchanged');
    return {
      size,
      rows: rows.map((row) => ({
        versions: row.versions,
        coldMs: row.cold.wallMs,
        unchangedMs: row.unchanged.wallMs,
        coldPeakTreeBytes: row.cold.peakTreeBytes,
        coldRatio: row.cold.wallMs / rows[0].cold.wallMs,
        unchangedRatio: row.unchanged.wallMs / rows[0].unchanged.wallMs,
      })),
    };
  } finally {
    if (!options.keep) for (const entry of entries) rmSync(entry.dir, { recursive: true, force: true });
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(options.help);
    return;
  }
  if (options.buildPackages && options.engines.includes('lectern')) buildPackages();
  for (const folder of ['logs', 'lighthouse', 'profiles'])
    mkdirSync(path.join(resultsDir, folder), { recursive: true });
  // Inside the repository, so that the sites resolve the engines from bench/node_modules.
  const workDir = path.join(benchDir, '.work', `run-${Date.now()}`);
  mkdirSync(workDir, { recursive: true });
  const results = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    versions: toolVersions(),
    options,
    sizes: {},
  };
  const browser = await openBrowser();
  results.versions.chromium = browser.version();
  const context = { workDir, browser, options };
  try {
    if (!options.apiOnly && !options.versionsOnly) {
      for (const size of options.sizes) results.sizes[size] = await benchSize(size, context);
      const baseSize = Math.max(...options.sizes);
      if (options.scale > 1 && options.engines.includes('lectern')) {
        const baseWallMs = results.sizes[baseSize].lectern.build.medianWallMs;
        results.scale = await benchScale(options.scale, baseSize, baseWallMs, context);
      }
    }
    if (options.api > 0) results.api = await benchApi(options.api, Math.min(...options.sizes), context);
    if (options.versions.length > 0)
      results.docsVersions = await benchVersions(options.versions, Math.min(...options.sizes), context);
  } finally {
    await browser.close();
    if (!options.keep) rmSync(workDir, { recursive: true, force: true });
  }
  results.durationMs = performance.now() - started;
  const measured = !options.searchOnly && !options.apiOnly && !options.versionsOnly;
  const table = measured ? resultsTable(results, options.engines) : undefined;
  const curve = options.curve && measured ? curveTable(results, options.engines) : undefined;
  const search =
    options.search && !options.apiOnly && !options.versionsOnly ? searchTable(results) : undefined;
  const api = results.api ? apiTable(results.api) : undefined;
  const versions = results.docsVersions ? versionsTable(results.docsVersions) : undefined;
  const markdown = `${[resultsHeader(results), table, curve, search, api, versions].filter(Boolean).join('\n\n')}\n`;
  writeFileSync(
    path.join(resultsDir, 'latest.json'),
    `${JSON.stringify({ ...results, table, curveTable: curve, searchTable: search, apiTable: api, versionsTable: versions }, null, 2)}\n`,
  );
  writeFileSync(path.join(resultsDir, 'latest.md'), markdown);
  copyFileSync(
    path.join(resultsDir, 'latest.md'),
    path.join(resultsDir, `${results.date.replaceAll(':', '-')}.md`),
  );
  console.log(markdown);
  log('done: bench/results/latest.json and latest.md');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
