// Search as a reader uses it, in Chromium, on one engine's built site: on the doc page (loaded, its
// network quiet), the hotkey opens search, the query word is typed into the box, and the first result
// appears. Everything is timed on the page's own clock (performance.now()):
//   - hotkey → box ready: from the hotkey's keydown to the search box having the focus;
//   - keystroke → first result: from the word's input event (typed in one go, as a paste or an IME
//     commit gives it, so no engine shows results for a prefix first) to the first result element in
//     the DOM. Cold: the first query of a fresh browser context (empty cache), which loads the search
//     code and the index; warm: the next word, in the same dialog, once the box was emptied;
//   - bytes: every request the page and its workers started from the hotkey until the first result
//     (headers as Chromium saw them, and the file as served here, without compression), and the same
//     files gzipped
//     (level 6, or as they are when gzip does not make them smaller: Pagefind's chunks are compressed
//     already), as a compressing server would send them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { networkQuiet } from './browser-js.mjs';

/** How each engine's search is opened, typed into and read. */
export const searchUi = {
  lectern: {
    hotkey: 'Control+k',
    input: 'dialog[open] input[role="combobox"]',
    result: 'dialog[open] [role="listbox"] a[role="option"][href]',
    /** What only the search code says: the opener's events (the dialog loads on the hotkey). */
    code: /lectern:(?:load|show)-search/,
  },
  starlight: {
    hotkey: 'Control+k',
    input: '#starlight__search input',
    result: '#starlight__search .pagefind-ui__result-link',
    /** Pagefind's UI, which Starlight loads when the browser is idle after the page has loaded. */
    code: /pagefind-ui__/,
  },
};

const RESULT_TIMEOUT_MS = 30_000;

/** Installed in every page before its scripts: the clock readings the measures need. */
function instrument() {
  const marks = { hotkeyAt: undefined, inputAt: undefined, focusAt: undefined };
  Object.defineProperty(window, '__searchBench', { value: marks });
  performance.setResourceTimingBufferSize(100_000);
  addEventListener(
    'keydown',
    (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && marks.hotkeyAt === undefined)
        marks.hotkeyAt = performance.now();
    },
    true,
  );
  addEventListener('input', () => (marks.inputAt = performance.now()), true);
  addEventListener(
    'focusin',
    (event) => {
      if (
        marks.hotkeyAt !== undefined &&
        marks.focusAt === undefined &&
        event.target instanceof HTMLInputElement
      )
        marks.focusAt = performance.now();
    },
    true,
  );
}

/** In the page: resolves with the time the first element matching `selector` is in the DOM. */
function firstMatchAt([selector, timeoutMs]) {
  return new Promise((resolve, reject) => {
    if (document.querySelector(selector)) {
      resolve(performance.now());
      return;
    }
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now());
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no ${selector} after ${timeoutMs} ms`));
    }, timeoutMs);
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * Records every request of the page and of its workers (Pagefind searches in a web worker, whose
 * requests the page's Resource Timing does not list): address, start (epoch ms) and sizes as served.
 */
function recordRequests(page) {
  const finished = [];
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request
        .sizes()
        .then((sizes) =>
          finished.push({
            url: request.url(),
            type: request.resourceType(),
            startedAt: request.timing().startTime,
            headersSize: sizes.responseHeadersSize,
          }),
        )
        // A request that ends as the visit closes has no sizes to read; it came after the result anyway.
        .catch(() => undefined),
    );
  });
  return {
    /** The requests started between two epoch times, once those in flight have ended. */
    async between(from, to) {
      await Promise.all(pending);
      return finished
        .filter((request) => request.startedAt >= from && request.startedAt <= to)
        .sort((a, b) => a.startedAt - b.startedAt)
        .map(({ startedAt, ...request }) => ({ ...request, startMs: startedAt - from }));
    },
  };
}

/**
 * A served file's size, and gzipped at level 6 (or as it is, when that is not smaller), read from the
 * built site: the static server sends files as they are.
 */
function servedSizes(dist, url) {
  const body = servedFile(dist, url);
  if (!body) return { bodySize: 0, gzipSize: 0 };
  return { bodySize: body.length, gzipSize: Math.min(body.length, gzipSync(body, { level: 6 }).length) };
}

function servedFile(dist, url) {
  const file = path.join(dist, decodeURIComponent(new URL(url).pathname));
  const target = existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
  return existsSync(target) ? readFileSync(target) : undefined;
}

/** Sums of a list of requests' sizes. */
function totals(requests) {
  return {
    transfer: requests.reduce((sum, request) => sum + request.transferSize, 0),
    body: requests.reduce((sum, request) => sum + request.bodySize, 0),
    gzip: requests.reduce((sum, request) => sum + request.gzipSize, 0),
    requests: requests.length,
  };
}

/** Empties the search box and waits until no result is shown. */
async function clearSearch(page, ui) {
  await page.fill(ui.input, '');
  await page.waitForFunction((selector) => !document.querySelector(selector), ui.result, {
    timeout: RESULT_TIMEOUT_MS,
  });
}

/** Types `word` into the focused box in one go; resolves with the input → first result time. */
async function timeQuery(page, ui, word) {
  const shown = page.evaluate(firstMatchAt, [ui.result, RESULT_TIMEOUT_MS]);
  await page.keyboard.insertText(word);
  const resultAt = await shown;
  const { inputAt } = await page.evaluate(() => window.__searchBench);
  return { resultAt, ms: resultAt - inputAt };
}

/**
 * One visit: the page in a fresh context, search opened with the hotkey, `word` typed (cold), then, the
 * box emptied, `warmWord` typed (warm).
 */
async function searchOnce(browser, url, dist, ui, word, warmWord) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const network = recordRequests(page);
  try {
    const quiet = networkQuiet(page);
    await page.goto(url, { waitUntil: 'load' });
    await quiet;
    await page.keyboard.press(ui.hotkey);
    await page.waitForFunction((selector) => document.activeElement?.matches(selector), ui.input, {
      timeout: RESULT_TIMEOUT_MS,
    });
    const cold = await timeQuery(page, ui, word);
    const marks = await page.evaluate(() => window.__searchBench);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    // Requests started before the first result may finish after it: let them end before reading.
    await networkQuiet(page, 500, 5000);
    const sized = (request) => {
      const sizes = servedSizes(dist, request.url);
      return { ...request, ...sizes, transferSize: request.headersSize + sizes.bodySize };
    };
    const requests = (await network.between(timeOrigin + marks.hotkeyAt, timeOrigin + cold.resultAt)).map(
      sized,
    );
    // The search code the page had fetched before the hotkey (Starlight loads Pagefind's UI when idle).
    const beforeHotkey = (await network.between(timeOrigin, timeOrigin + marks.hotkeyAt))
      .filter((request) => request.type === 'script' && ui.code.test(servedFile(dist, request.url) ?? ''))
      .map(sized);
    await clearSearch(page, ui);
    const warm = await timeQuery(page, ui, warmWord);
    return {
      word,
      hotkeyToReadyMs: marks.focusAt - marks.hotkeyAt,
      coldKeystrokeToResultMs: cold.ms,
      hotkeyToFirstResultMs: cold.resultAt - marks.hotkeyAt,
      warmWord,
      warmKeystrokeToResultMs: warm.ms,
      bytes: totals(requests),
      searchCodeBeforeHotkey: totals(beforeHotkey),
      requests: requests.map(({ url: address, ...rest }) => ({ path: new URL(address).pathname, ...rest })),
      searchCodeBeforeHotkeyFiles: beforeHotkey.map((request) => new URL(request.url).pathname),
    };
  } finally {
    await context.close();
  }
}

/**
 * Searches each word once per engine, in fresh contexts, the engines taking turns word by word (so that a
 * busy moment does not land on one engine only). `sites` maps an engine to `{ origin, url, dist }`.
 */
export async function measureSearch(browser, sites, words, log = () => {}) {
  const runs = Object.fromEntries(Object.keys(sites).map((engine) => [engine, []]));
  for (const [index, word] of words.entries()) {
    const warmWord = words[(index + 1) % words.length];
    for (const [engine, site] of Object.entries(sites)) {
      const run = await searchOnce(
        browser,
        `${site.origin}${site.url}`,
        site.dist,
        searchUi[engine],
        word,
        warmWord,
      );
      log(
        `${engine}: "${word}" ${run.coldKeystrokeToResultMs.toFixed(0)} ms cold, "${warmWord}" ${run.warmKeystrokeToResultMs.toFixed(0)} ms warm, ${(run.bytes.transfer / 1024).toFixed(0)} KiB`,
      );
      runs[engine].push(run);
    }
  }
  return runs;
}
