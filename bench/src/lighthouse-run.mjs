// Lighthouse (the npm package) on one page, with its default settings: the mobile preset (emulated
// Moto G class phone, simulated slow 4G and 4× CPU slowdown). Chromium is Debian's, launched by
// chrome-launcher with its default flags but one (below).

import { chromiumExecutablePath } from '@lectern/tooling/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { medianBy } from './stats.mjs';

// The launcher's own flags, less one: it turns off Chromium's RenderDocument feature, and with it off this
// Chromium holds the first paint of any page not painted within ~0.2 s of the navigation until ~1.2 s (a
// four-line page with a 150 ms script scores 99; every engine's speed index doubles). Browsers ship with
// the feature on, so the pages are measured as readers' browsers show them.
export const CHROME_FLAGS = [
  ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=')
      ? `--disable-features=${flag
          .slice('--disable-features='.length)
          .split(',')
          .filter((feature) => feature !== 'RenderDocument')
          .join(',')}`
      : flag,
  ),
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
];

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutablePath,
    chromeFlags: CHROME_FLAGS,
    ignoreDefaultFlags: true,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { lhr } = result;
    const audit = (id) => lhr.audits[id]?.numericValue;
    const audits = Object.values(lhr.audits);
    const failed = audits
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => entry.id);
    // What Lighthouse says would save time, largest first: the hints for a page that misses 100.
    const savings = audits
      .map((entry) => ({ id: entry.id, ...entry.metricSavings }))
      .filter((entry) => (entry.LCP ?? 0) + (entry.FCP ?? 0) + (entry.TBT ?? 0) + (entry.CLS ?? 0) > 0)
      .sort(
        (a, b) => (b.LCP ?? 0) + (b.FCP ?? 0) + (b.TBT ?? 0) - ((a.LCP ?? 0) + (a.FCP ?? 0) + (a.TBT ?? 0)),
      );
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      failedAudits: failed,
      savings,
      runtimeError: lhr.runtimeError?.message,
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse `runs` times on `url`: the figures of the run with the median performance score (with its
 * full report as `lhr`), and every run's score.
 */
export async function runLighthouse(url, runs = 1) {
  const results = [];
  for (let index = 0; index < runs; index++) results.push(await runOnce(url));
  return { ...medianBy(results, (result) => result.performance), scores: results.map((r) => r.performance) };
}
