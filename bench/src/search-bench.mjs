// The search figures of one corpus size, Lectern against Starlight's Pagefind search, on the sites the
// run just built: how long each engine's index step takes (in its build, and alone on its output, run
// by run), how big the index is, and, in Chromium, the time from the keystroke to the first result and
// the bytes fetched from the hotkey to it (see search-browser.mjs).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { markdownFiles } from './corpus.mjs';
import { measureSearch } from './search-browser.mjs';
import { serveStatic } from './static-server.mjs';
import { median } from './stats.mjs';

/** The engines whose search is compared. */
export const SEARCH_ENGINES = ['lectern', 'starlight'];

const indexStep = path.join(path.dirname(fileURLToPath(import.meta.url)), 'index-step.mjs');
const run = promisify(execFile);

/** How many of the corpus's pages hold each word (a word in no page would give no result to wait for). */
export function pagesHolding(contentDir, words) {
  const sources = markdownFiles(contentDir).map((file) =>
    readFileSync(path.join(contentDir, file), 'utf8').toLowerCase(),
  );
  return Object.fromEntries(
    words.map((word) => {
      const pattern = new RegExp(`\\b${word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
      return [word, sources.filter((source) => pattern.test(source)).length];
    }),
  );
}

function folderBytes(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => statSync(path.join(dir, file)))
    .filter((stats) => stats.isFile())
    .reduce((sum, stats) => sum + stats.size, 0);
}

/** One run of an engine's index step alone on its built site (a child process, see index-step.mjs). */
async function indexStepAlone(engine, dist) {
  rmSync(path.join(dist, 'pagefind'), { recursive: true, force: true });
  const { stdout } = await run(process.execPath, [indexStep, engine, dist], { maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

function medians(runs) {
  const of = (read) => median(runs.map(read));
  return {
    hotkeyToReadyMs: of((entry) => entry.hotkeyToReadyMs),
    coldKeystrokeToResultMs: of((entry) => entry.coldKeystrokeToResultMs),
    warmKeystrokeToResultMs: of((entry) => entry.warmKeystrokeToResultMs),
    hotkeyToFirstResultMs: of((entry) => entry.hotkeyToFirstResultMs),
    transferBytes: of((entry) => entry.bytes.transfer),
    gzipBytes: of((entry) => entry.bytes.gzip),
    requests: of((entry) => entry.bytes.requests),
    searchCodeBeforeHotkeyGzipBytes: of((entry) => entry.searchCodeBeforeHotkey.gzip),
  };
}

/**
 * The search figures of Lectern and Starlight at one size. `entries` are the run's built sites
 * (`{ engine, site, dir, builds }`, builds with `searchIndexMs` read from each build's log), `slug` the
 * doc page to search from.
 */
export async function benchSearch(entries, { slug, browser, options, firstPort, log }) {
  const compared = SEARCH_ENGINES.map((engine) => entries.find((entry) => entry.engine === engine));
  if (compared.some((entry) => entry === undefined)) return undefined;
  const lectern = compared[0];
  const queries = pagesHolding(lectern.site.contentDir(lectern.dir), options.queries);
  const absent = Object.entries(queries).filter(([, pages]) => pages === 0);
  if (absent.length > 0) {
    throw new Error(
      `--queries: ${absent.map(([word]) => `"${word}"`).join(', ')} is in no page of the corpus; choose words it holds`,
    );
  }

  const figures = {};
  for (const { engine, site, dir, builds } of compared) {
    const dist = site.distDir(dir);
    figures[engine] = {
      index: {
        inBuildMs: median(builds.map((build) => build.searchIndexMs).filter((ms) => ms !== undefined)),
        inBuildRuns: builds.map((build) => build.searchIndexMs),
        bytes: folderBytes(path.join(dist, 'pagefind')),
        aloneRuns: [],
      },
    };
  }
  // The index step alone, the engines taking turns, so that a busy moment does not land on one only.
  for (let round = 1; round <= options.indexRuns; round++) {
    for (const { engine, site, dir } of compared) {
      const step = await indexStepAlone(engine, site.distDir(dir));
      figures[engine].index.aloneRuns.push(step);
      log(`${engine}: index step alone ${round}/${options.indexRuns}: ${(step.wallMs / 1000).toFixed(2)} s`);
    }
  }
  for (const engine of SEARCH_ENGINES) {
    figures[engine].index.aloneMs = median(figures[engine].index.aloneRuns.map((step) => step.wallMs));
  }

  const servers = await Promise.all(
    compared.map((entry, index) => serveStatic(entry.site.distDir(entry.dir), firstPort + index)),
  );
  try {
    const sites = Object.fromEntries(
      compared.map((entry, index) => [
        entry.engine,
        { origin: servers[index].origin, url: entry.site.pageUrl(slug), dist: entry.site.distDir(entry.dir) },
      ]),
    );
    const runs = await measureSearch(browser, sites, options.queries, log);
    for (const engine of SEARCH_ENGINES) {
      figures[engine].queries = runs[engine];
      figures[engine].medians = medians(runs[engine]);
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
  return { page: slug, queries, ...figures };
}
