// Search relevance on the real docs: a fixed list of queries, each with the page it should find, run
// against the Pagefind index of the built docs site through this package's query client and ranking (the
// same ones the dialog uses). Prints the share of queries whose page is in the top 3 and the mean
// reciprocal rank, and each miss. Some queries name the one page that is about the word ("sidebar" → the
// Navigation guide): that page must come first, and the run fails (exit code 1) when it does not. Run it
// after building the docs site.
//
// Usage: node bench/relevance.mjs [built-site-dir]   (default: the docs site's build, ../../apps/docs/dist,
// or its client/ folder when the build has a server part)
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createSearchClient, SEARCH_RANKING } from '../dist/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const docsBuild = path.join(here, '../../../apps/docs/dist');
const siteDir = path.resolve(
  process.argv[2] ??
    (existsSync(path.join(docsBuild, 'client', 'pagefind')) ? path.join(docsBuild, 'client') : docsBuild),
);

/**
 * The queries, in the words a reader would type, and the page each should lead to; `first` when that
 * page is the one about the word and must be the first result.
 */
const queries = [
  ['en', 'sidebar', '/en/features/navigation/', 'first'],
  ['en', 'collapsible sidebar sections', '/en/features/navigation/'],
  ['en', 'outline headings', '/en/features/outline/'],
  ['en', 'redirect table', '/en/features/redirects/'],
  ['en', 'legacy addresses 301', '/en/features/redirects/'],
  ['en', 'install astro', '/en/getting-started/astro/'],
  ['en', 'vite react app', '/en/getting-started/react/'],
  ['en', 'installation', '/en/getting-started/installation/'],
  ['en', 'blackguard theme', '/en/customization/theme/'],
  ['en', 'custom properties', '/en/customization/theme/'],
  ['en', 'frontmatter fields', '/en/reference/frontmatter/'],
  ['en', 'layout false', '/en/reference/layouts/'],
  ['en', 'code group tabs', '/en/reference/markdown/'],
  ['en', 'callouts badges', '/en/reference/markdown/'],
  ['en', 'configuration reference', '/en/reference/configuration/'],
  ['en', 'cheat sheet', '/en/reference/cheat-sheet/'],
  ['en', 'releases', '/en/reference/releases/'],
  ['en', 'packages exports', '/en/reference/packages/'],
  ['en', 'alert', '/en/components/alert/'],
  ['en', 'otp input', '/en/components/otp-input/'],
  ['en', 'date picker', '/en/components/date-picker/'],
  ['en', 'carousel', '/en/components/carousel/'],
  ['en', 'floating action button', '/en/components/fab/'],
  ['en', 'sparkline', '/en/components/sparkline/'],
  ['en', 'rating stars', '/en/components/rating/'],
  ['en', 'file input', '/en/components/file-input/'],
  ['en', 'expansion panels', '/en/components/expansion-panels/'],
  ['en', 'data table sorting', '/en/components/data-tables/sorting-and-pagination/'],
  ['en', 'menus', '/en/components/menus/'],
  ['en', 'combobox', '/en/components/combobox/'],
  ['en', 'autocomplete', '/en/components/autocomplete/'],
  ['en', 'bottom navigation', '/en/components/bottom-navigation/'],
  ['en', 'languages locales', '/en/features/languages/'],
  ['en', 'help translate', '/en/introduction/help-translate/'],
  ['en', 'sponsors', '/en/introduction/sponsors-and-backers/'],
  ['en', 'live examples', '/en/features/examples/'],
  ['en', 'search hotkey', '/en/features/search/'],
  ['en', 'outline', '/en/features/outline/', 'first'],
  ['en', 'redirects', '/en/features/redirects/', 'first'],
  ['en', 'frontmatter', '/en/reference/frontmatter/', 'first'],
  ['en', 'edit link', '/en/features/navigation/'],
  ['en', 'last updated', '/en/features/navigation/'],
  ['zh-CN', '侧边栏', '/zh-CN/introduction/what-is-lectern/'],
  ['zh-CN', '安装', '/zh-CN/getting-started/installation/'],
];

/** Loads the built site's Pagefind for one language in Node, as the browser would. */
async function pagefindFor(language) {
  globalThis.fetch = async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    return new Response(await readFile(fileURLToPath(url.replace(/\?.*$/, ''))));
  };
  globalThis.document = {
    currentScript: null,
    querySelector: (selector) => (selector === 'html' ? { getAttribute: () => language } : null),
  };
  const url = `${pathToFileURL(path.join(siteDir, 'pagefind', 'pagefind.js')).href}?language=${language}`;
  const pagefind = await import(url);
  await pagefind.options({ baseUrl: '/', ranking: SEARCH_RANKING });
  return pagefind;
}

const ranks = [];
const misses = [];
const notFirst = [];
for (const language of [...new Set(queries.map(([code]) => code))]) {
  const client = createSearchClient(await pagefindFor(language));
  for (const [, query, expected, place] of queries.filter(([code]) => code === language)) {
    const groups = await client.query(query, { kind: 'page' });
    const pages = groups.map((group) => group.page.url.replace(/#.*$/, ''));
    const rank = pages.indexOf(expected) + 1;
    ranks.push(rank);
    if (place === 'first' && rank !== 1)
      notFirst.push(`${query} → ${expected}: ${rank ? `rank ${rank}` : 'not found'} (first: ${pages[0]})`);
    if (rank === 0 || rank > 3)
      misses.push(
        `${query} → ${expected}: ${rank ? `rank ${rank}` : 'not found'} (top: ${pages.slice(0, 3).join(', ')})`,
      );
  }
}
const top3 = ranks.filter((rank) => rank >= 1 && rank <= 3).length / ranks.length;
const mrr = ranks.reduce((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length;
console.log('| queries | found in the top 3 | mean reciprocal rank |');
console.log('| --- | --- | --- |');
console.log(`| ${ranks.length} | ${(top3 * 100).toFixed(0)} % | ${mrr.toFixed(3)} |`);
if (misses.length > 0) console.log(`\nOutside the top 3:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
if (notFirst.length > 0) {
  console.log(
    `\nNot first, though the page is the one about the word:\n${notFirst.map((miss) => `- ${miss}`).join('\n')}`,
  );
  process.exitCode = 1;
}
