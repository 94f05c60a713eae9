// The generated corpus: the shared generator run for one engine's target, and what the sites need to
// know about its files.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The shared generator: `BENCH_CORPUS_SCRIPT`, else `../shared/bench/gen-corpus.mjs` beside the repo. */
export const corpusScript =
  process.env.BENCH_CORPUS_SCRIPT ?? path.resolve(repo, '../shared/bench/gen-corpus.mjs');

/** Writes the N-page corpus for a target (`starlight`, `vitepress` or `plain`) into `dir`. */
export function generateCorpus(dir, pages, target) {
  execFileSync(process.execPath, [corpusScript, dir, '--n', String(pages), '--target', target], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** Every Markdown file under `dir`, as paths relative to it with `/` separators. */
export function markdownFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return markdownFiles(dir, relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** The corpus's doc pages (not the home page): slug (`guides/x/y`), title and Markdown size. */
export function corpusPages(dir) {
  return markdownFiles(dir)
    .filter((file) => file !== 'index.md')
    .map((file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const title = /^title: "(.*)"$/m.exec(source)?.[1] ?? file;
      return { slug: file.replace(/\.md$/, ''), title, bytes: statSync(path.join(dir, file)).size };
    });
}

/** The top-level folders of the corpus, in the generator's order of first use. */
export function corpusSections(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** `getting-started` → `Getting started`. */
export function folderText(name) {
  const words = name.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Puts a language in front of the site links of every page (`](/guide/x/)` → `](/en/guide/x/)`), for a
 * site whose pages live under `/{locale}/`. Only Markdown links are touched: the corpus writes its links
 * as `[text](/path/)` and nothing else in it contains `](/`.
 */
export function prefixLinks(dir, locale) {
  for (const file of markdownFiles(dir)) {
    const full = path.join(dir, file);
    const source = readFileSync(full, 'utf8');
    writeFileSync(full, source.replaceAll('](/', `](/${locale}/`));
  }
}
