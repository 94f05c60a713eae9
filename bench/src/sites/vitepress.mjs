// VitePress: the default theme with local search on, the corpus under docs/ and one sidebar group per
// top-level folder, written out from the corpus's files (VitePress does not generate sidebars).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { corpusPages, corpusSections, folderText, generateCorpus } from '../corpus.mjs';

const require = createRequire(import.meta.url);
const vitepressBin = path.join(path.dirname(require.resolve('vitepress/package.json')), 'bin/vitepress.js');

/** The sidebar items of one folder: its pages by title, then its subfolders as groups. */
function folderItems(pages, folder) {
  const depth = folder.split('/').length;
  const own = pages
    .filter((page) => page.slug.startsWith(`${folder}/`) && page.slug.split('/').length === depth + 1)
    .sort((a, b) => a.title.localeCompare(b.title, 'en'))
    .map((page) => ({ text: page.title, link: `/${page.slug}` }));
  const subfolders = [
    ...new Set(
      pages
        .filter((page) => page.slug.startsWith(`${folder}/`) && page.slug.split('/').length > depth + 1)
        .map((page) =>
          page.slug
            .split('/')
            .slice(0, depth + 1)
            .join('/'),
        ),
    ),
  ].sort();
  const groups = subfolders.map((sub) => ({
    text: folderText(sub.split('/').pop()),
    items: folderItems(pages, sub),
  }));
  return [...own, ...groups];
}

function siteConfig(content) {
  const pages = corpusPages(content);
  const config = {
    title: 'Bench',
    themeConfig: {
      nav: [{ text: 'Docs', link: '/' }],
      sidebar: corpusSections(content).map((name) => ({
        text: folderText(name),
        items: folderItems(pages, name),
      })),
      socialLinks: [{ icon: 'github', link: 'https://github.com/example/bench' }],
      editLink: { pattern: 'https://github.com/example/bench/edit/main/docs/:path' },
      footer: { message: 'Released under the MIT License.' },
      outline: 2,
      search: { provider: 'local' },
    },
  };
  return `export default ${JSON.stringify(config, null, 2)};\n`;
}

export const vitepressSite = {
  name: 'vitepress',
  label: 'VitePress',
  create(dir, pages) {
    const content = path.join(dir, 'docs');
    mkdirSync(content, { recursive: true });
    generateCorpus(content, pages, 'vitepress');
    mkdirSync(path.join(content, '.vitepress'), { recursive: true });
    writeFileSync(path.join(content, '.vitepress/config.mjs'), siteConfig(content));
    return content;
  },
  clean(dir) {
    for (const folder of ['docs/.vitepress/dist', 'docs/.vitepress/cache', 'node_modules']) {
      rmSync(path.join(dir, folder), { recursive: true, force: true });
    }
  },
  buildCommand: () => ({ command: process.execPath, args: [vitepressBin, 'build', 'docs'] }),
  distDir: (dir) => path.join(dir, 'docs/.vitepress/dist'),
  pageFile: (dist, slug) => path.join(dist, `${slug}.html`),
  pageUrl: (slug) => `/${slug}.html`,
  /**
   * Where the sidebar is (see sidebar-views.mjs): drawn whole into every page (its configuration also
   * comes in the site data every page carries, which is not counted here).
   */
  sidebar: { selector: 'aside.VPSidebar', next: 'a.pager-link.next' },
};
