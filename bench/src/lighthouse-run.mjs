// Lighthouse (the npm package) on one page, with its default settings: the mobile preset (emulated
// Moto G class phone, simulated slow 4G and 4× CPU slowdown). Chromium is Debian's, launched by
// chrome-launcher.

import { chromiumExecutablePath } from '@lectern/tooling/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { medianBy } from './stats.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutablePath,
    chromeFlags: CHROME_FLAGS,
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
