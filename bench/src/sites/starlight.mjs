// Starlight: an Astro site with @astrojs/starlight's defaults (Pagefind search, Expressive Code), the
// corpus under src/content/docs/ and one sidebar group per top-level folder, generated from it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { corpusSections, folderText, generateCorpus } from '../corpus.mjs';

const require = createRequire(import.meta.url);
const astroBin = path.join(path.dirname(require.resolve('astro/package.json')), 'bin/astro.mjs');

function astroConfig(sections) {
  const config = {
    title: 'Bench',
    social: [{ icon: 'github', label: 'GitHub', href: 'https://github.com/example/bench' }],
    editLink: { baseUrl: 'https://github.com/example/bench/edit/main/' },
    sidebar: sections.map((name) => ({
      label: folderText(name),
      items: [{ autogenerate: { directory: name } }],
    })),
  };
  return `import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: 'https://bench.example.com',
  integrations: [starlight(${JSON.stringify(config, null, 2).replaceAll('\n', '\n  ')})],
});
`;
}

const contentConfig = `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`;

export const starlightSite = {
  name: 'starlight',
  label: 'Starlight',
  create(dir, pages) {
    const content = path.join(dir, 'src/content/docs');
    mkdirSync(content, { recursive: true });
    generateCorpus(content, pages, 'starlight');
    writeFileSync(path.join(dir, 'astro.config.mjs'), astroConfig(corpusSections(content)));
    writeFileSync(path.join(dir, 'src/content.config.mjs'), contentConfig);
    return content;
  },
  clean(dir) {
    for (const folder of ['dist', '.astro', 'node_modules']) {
      rmSync(path.join(dir, folder), { recursive: true, force: true });
    }
  },
  buildCommand: () => ({ command: process.execPath, args: [astroBin, 'build'] }),
  distDir: (dir) => path.join(dir, 'dist'),
  contentDir: (dir) => path.join(dir, 'src/content/docs'),
  /** How long Pagefind took in a build, from Starlight's log line ("… in 59.93s." or "… in 512ms."). */
  searchIndexMs: (log) => {
    const match = /Finished building search index in (\d+(?:\.\d+)?)(ms|s)\./.exec(log);
    if (!match) return undefined;
    return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
  },
  pageFile: (dist, slug) => path.join(dist, slug, 'index.html'),
  pageUrl: (slug) => `/${slug}/`,
  /** Where the sidebar is (see sidebar-views.mjs): drawn whole into every page. */
  sidebar: { selector: '#starlight__sidebar', next: 'a[rel="next"]' },
};
