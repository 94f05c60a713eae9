// Lectern: an Astro site with @lectern/astro set up like apps/docs (English only), the corpus under
// src/content/docs/en/ and a sidebar generated from its folders.
import { appendFileSync, cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { corpusSections, folderText, generateCorpus, prefixLinks } from '../corpus.mjs';

const require = createRequire(import.meta.url);
const astroBin = path.join(path.dirname(require.resolve('astro/package.json')), 'bin/astro.mjs');
const favicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#3451b2"/></svg>\n';

/**
 * The `versions` option of a site with `count` versions: the current one, then the older ones newest
 * first, each from a snapshot folder (`versions/{name}/`).
 */
export function versionsOption(count) {
  const name = (index) => `${index}.0`;
  return {
    current: { name: name(count), label: `v${count}` },
    older: Array.from({ length: count - 1 }, (_, index) => {
      const number = count - 1 - index;
      return { name: name(number), label: `v${number}`, snapshot: `versions/${name(number)}` };
    }),
  };
}

function astroConfig(sections, versions) {
  const sidebar = sections.map((name) => ({ text: folderText(name), autogenerate: { directory: name } }));
  const config = {
    siteTitle: 'Bench',
    nav: [{ text: 'Docs', link: '/' }],
    sidebar,
    // Section pages stay on (the default): each folder of the corpus (none has a page of its own) adds a
    // page that lists it, 68 at N = 1000, which the other engines do not build. A page drawn by branch
    // leaves out only what such a page lists, so without them every page would carry every section.
    socialLinks: [{ icon: 'github', link: 'https://github.com/example/bench' }],
    editLink: { pattern: 'https://github.com/example/bench/edit/main/src/content/docs/:path' },
    footer: { message: 'Released under the MIT License.' },
    outline: 2,
    appearance: true,
    search: { provider: 'local' },
  };
  return `import { lectern } from '@lectern/astro';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: 'https://bench.example.com',
  integrations: [lectern({ config: ${JSON.stringify(config, null, 2).replaceAll('\n', '\n  ')}${
    versions ? `, versions: ${JSON.stringify(versions)}` : ''
  } })],
});
`;
}

const contentConfig = `import { defineCollection } from 'astro:content';
import { docsLoader } from '@lectern/astro/loaders';

export const collections = { docs: defineCollection({ loader: docsLoader() }) };
`;

export const lecternSite = {
  name: 'lectern',
  label: 'Lectern',
  /**
   * Writes the site and its corpus into `dir`; with `versions` above 1, that many versions of its docs,
   * each older one a snapshot of the corpus whose first section's pages say which version they are of.
   */
  create(dir, pages, { versions = 1 } = {}) {
    const content = path.join(dir, 'src/content/docs/en');
    mkdirSync(content, { recursive: true });
    generateCorpus(content, pages, 'starlight');
    prefixLinks(content, 'en');
    mkdirSync(path.join(dir, 'public'), { recursive: true });
    writeFileSync(path.join(dir, 'public/favicon.svg'), favicon);
    const option = versions > 1 ? versionsOption(versions) : undefined;
    for (const older of option?.older ?? []) {
      const snapshot = path.join(dir, older.snapshot, 'en');
      cpSync(content, snapshot, { recursive: true });
      const [section] = corpusSections(snapshot);
      const files = readdirSync(path.join(snapshot, section), { recursive: true }).map(String);
      for (const file of files.filter((name) => /\.mdx?$/.test(name)))
        appendFileSync(path.join(snapshot, section, file), `\nThis page is of ${older.label}.\n`);
    }
    writeFileSync(path.join(dir, 'astro.config.mjs'), astroConfig(corpusSections(content), option));
    writeFileSync(path.join(dir, 'src/content.config.mjs'), contentConfig);
    return content;
  },
  /** Removes the output and every cache, so the next build starts cold. */
  clean(dir) {
    for (const folder of ['dist', '.astro', 'node_modules']) {
      rmSync(path.join(dir, folder), { recursive: true, force: true });
    }
  },
  buildCommand: () => ({ command: process.execPath, args: [astroBin, 'build'] }),
  distDir: (dir) => path.join(dir, 'dist'),
  contentDir: (dir) => path.join(dir, 'src/content/docs/en'),
  /** How long the search index took in a build, from @lectern/astro's log line ("… in 12.34 s"). */
  searchIndexMs: (log) => {
    const match = /search index: .* in (\d+(?:\.\d+)?) s$/m.exec(log);
    return match ? Number(match[1]) * 1000 : undefined;
  },
  pageFile: (dist, slug) => path.join(dist, 'en', slug, 'index.html'),
  pageUrl: (slug) => `/en/${slug}/`,
  /** Where the sidebar is (see sidebar-views.mjs): drawn by branch, the group's tree fetched once. */
  sidebar: { selector: '#lectern-sidebar', next: 'a[rel="next"]', files: /^\/_lectern\/sidebar\// },
};
