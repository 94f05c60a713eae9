// The JavaScript a page actually fetches in Chromium, in two steps of one visit:
//   before the first interaction: from navigation until the load event has fired and the network has
//     been quiet for QUIET_MS (so requestIdleCallback / `client:idle` islands have hydrated), no input;
//   after the first interaction: then the pointer moves over the page, the page scrolls and Tab is
//     pressed (what a reader does first, without clicking anything), and the network is quiet again.
// Each visit uses a fresh browser context (empty cache). Sizes are the response bodies as served (the
// static server does not compress) and gzipped at level 6.
import { chromiumLaunchOptions } from '@lectern/tooling/chromium';
import { chromium } from 'playwright-core';
import { sizesOf } from './page-weight.mjs';

const QUIET_MS = 1500;
const MAX_WAIT_MS = 20_000;

function isScript(response) {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return type === 'script' || /javascript|ecmascript/.test(contentType);
}

/** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
export function networkQuiet(page, quietMs = QUIET_MS, maxMs = MAX_WAIT_MS) {
  return new Promise((resolve) => {
    let inflight = 0;
    let last = Date.now();
    const started = Date.now();
    const onRequest = () => {
      inflight++;
      last = Date.now();
    };
    const onDone = () => {
      inflight = Math.max(0, inflight - 1);
      last = Date.now();
    };
    page.on('request', onRequest);
    page.on('requestfinished', onDone);
    page.on('requestfailed', onDone);
    const timer = setInterval(() => {
      const now = Date.now();
      if ((inflight === 0 && now - last >= quietMs) || now - started >= maxMs) {
        clearInterval(timer);
        page.off('request', onRequest);
        page.off('requestfinished', onDone);
        page.off('requestfailed', onDone);
        resolve();
      }
    }, 100);
  });
}

function summary(entries) {
  return entries.reduce(
    (sum, entry) => ({
      raw: sum.raw + entry.raw,
      gzip: sum.gzip + entry.gzip,
      requests: sum.requests + 1,
      urls: [...sum.urls, `${entry.url} (${entry.raw} B)`],
    }),
    { raw: 0, gzip: 0, requests: 0, urls: [] },
  );
}

/** Opens a browser for the measurements; `close()` it when done. */
export async function openBrowser() {
  return chromium.launch(chromiumLaunchOptions);
}

/** The JavaScript fetched by `url` before and after the first interaction (see the top of this file). */
export async function measureLoadedScripts(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = [];
  const pending = [];
  page.on('response', (response) => {
    if (!isScript(response)) return;
    pending.push(
      response
        .body()
        .then((body) => scripts.push({ url: new URL(response.url()).pathname, ...sizesOf(body) }))
        .catch(() => {}),
    );
  });
  try {
    const quiet = networkQuiet(page);
    await page.goto(url, { waitUntil: 'load' });
    await quiet;
    await Promise.all(pending);
    const before = summary(scripts);
    const quietAgain = networkQuiet(page);
    await page.mouse.move(300, 300);
    await page.mouse.move(640, 400, { steps: 5 });
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('Tab');
    await quietAgain;
    await Promise.all(pending);
    const after = summary(scripts);
    return { beforeInteraction: before, afterInteraction: after };
  } finally {
    await context.close();
  }
}
