// The component API data the site's search offers as typed results ("alert › prop › type"): every data
// file of src/content/api/, with the component page that shows its tables — the page whose MDX has
// `<ComponentApi name="…" />` for it. Read by astro.config.ts when the site builds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiSearchEntry } from '@lectern/search/node';
import { componentApiSchema } from '@lectern/theme-core/config';

const COMPONENT_API = /<ComponentApi\s+name="([^"]+)"/g;

function mdxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return mdxFiles(file);
    return entry.name.endsWith('.mdx') ? [file] : [];
  });
}

/**
 * The page that shows each data file's API tables: for every MDX source (its path under the English
 * pages, `components/alert.mdx`, and its text), each `<ComponentApi name="…" />` in it, the first page
 * in path order winning, as `/{locale}/components/alert/`.
 */
export function apiPagesOf(sources: Readonly<Record<string, string>>): Map<string, string> {
  const pageOf = new Map<string, string>();
  for (const file of Object.keys(sources).sort()) {
    const slug = file
      .replace(/\.mdx$/, '')
      .replace(/(^|\/)index$/, '')
      .split(path.sep)
      .join('/');
    for (const [, name] of (sources[file] ?? '').matchAll(COMPONENT_API)) {
      if (name !== undefined && !pageOf.has(name)) pageOf.set(name, `/{locale}/${slug}/`);
    }
  }
  return pageOf;
}

/**
 * The searchable API data of the site at `root`: one entry per data file, at the first English page
 * that shows it (`/{locale}/components/data-tables/basics/`). A data file no page shows is an error.
 */
export function searchApiData(root: string): ApiSearchEntry[] {
  const pagesDir = path.join(root, 'src/content/docs/en');
  const sources = Object.fromEntries(
    mdxFiles(path.join(pagesDir, 'components')).map((file) => [
      path.relative(pagesDir, file),
      readFileSync(file, 'utf8'),
    ]),
  );
  const pageOf = apiPagesOf(sources);
  const apiDir = path.join(root, 'src/content/api');
  return readdirSync(apiDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const name = file.replace(/\.json$/, '');
      const url = pageOf.get(name);
      if (url === undefined) throw new Error(`src/content/api/${file}: no component page shows this API`);
      const api = componentApiSchema.parse(JSON.parse(readFileSync(path.join(apiDir, file), 'utf8')));
      return { api, url, component: name };
    });
}
