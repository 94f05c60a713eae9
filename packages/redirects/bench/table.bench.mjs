// Times the redirect table at the size of a large documentation site: validating a 10 000-entry table
// (with chains, pages and locales), building the resolver and answering 10 000 requests. Run after
// `pnpm build`: `pnpm bench` (or `node bench/table.bench.mjs`). Prints the median of 5 runs as markdown.
import { performance } from 'node:perf_hooks';
import { createRedirectResolver, validateRedirects } from '../dist/index.js';

const ENTRIES = 10_000;
const REQUESTS = 10_000;
const RUNS = 5;

const locales = [
  { locale: 'en', enabled: true },
  { locale: 'zh-CN', alternate: 'zh-Hans', enabled: true },
  { locale: 'eo-UY', enabled: true },
  { locale: 'ja', enabled: false },
  { locale: 'de', enabled: false },
  { locale: 'fr', enabled: false },
  { locale: 'ru', enabled: false },
  { locale: 'ko', enabled: false },
];
const site = { locales, defaultLocale: 'en' };
const prefixes = ['', '/en', '/zh-CN', '/zh-Hans', '/eo-UY', '/ja', '/ko'];

/**
 * A table like a site that moved pages several times: every 10th entry leads to the next old path, so
 * the table holds chains of up to 10 links; the others lead to a page.
 */
function makeTable() {
  const table = {};
  const pages = new Set();
  for (let index = 0; index < ENTRIES; index++) {
    const from = `section-${index % 50}/old-page-${index}`;
    if (index % 10 !== 9) {
      table[from] = `/section-${(index + 1) % 50}/old-page-${index + 1}`;
    } else {
      const to = `/guide/section-${index % 50}/page-${index}`;
      table[from] = to;
      for (const code of ['en', 'zh-CN', 'eo-UY']) pages.add(`/${code}${to}/`);
    }
  }
  return { table, pages: [...pages] };
}

/** Request addresses in every locale form, with a trailing slash, a query or a hash now and then. */
function makeRequests() {
  const requests = [];
  for (let index = 0; index < REQUESTS; index++) {
    const entry = (index * 7919) % ENTRIES;
    const prefix = prefixes[index % prefixes.length];
    const suffix = ['', '/', '?tab=api', '/#props'][index % 4];
    requests.push(`${prefix}/section-${entry % 50}/old-page-${entry}${suffix}`);
  }
  return requests;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(action) {
  const start = performance.now();
  const result = action();
  return { ms: performance.now() - start, result };
}

const { table, pages } = makeTable();
const requests = makeRequests();
const timings = { validate: [], build: [], resolve: [] };
let warnings = 0;

for (let run = 0; run < RUNS; run++) {
  const validation = time(() => validateRedirects(table, { pages, locales }));
  if (validation.result.errors.length > 0) throw new Error(validation.result.errors[0].message);
  warnings = validation.result.warnings.length;
  const build = time(() => createRedirectResolver(table, site));
  const resolve = time(() => {
    let found = 0;
    for (const request of requests) if (build.result.resolve(request)) found++;
    return found;
  });
  if (resolve.result !== REQUESTS) throw new Error(`resolved ${resolve.result} of ${REQUESTS} requests`);
  timings.validate.push(validation.ms);
  timings.build.push(build.ms);
  timings.resolve.push(resolve.ms);
}

const rows = [
  [`validateRedirects (${pages.length} pages)`, median(timings.validate), ENTRIES],
  ['createRedirectResolver', median(timings.build), ENTRIES],
  [`${REQUESTS} × resolve`, median(timings.resolve), REQUESTS],
];
console.log(
  `${ENTRIES} entries (${warnings} in chains), ${locales.length} locales; median of ${RUNS} runs on Node ${process.version}\n`,
);
console.log('| step | median ms | µs per entry or request |');
console.log('| --- | ---: | ---: |');
for (const [step, ms, items] of rows) {
  console.log(`| ${step} | ${ms.toFixed(2)} | ${((ms / items) * 1000).toFixed(2)} |`);
}
