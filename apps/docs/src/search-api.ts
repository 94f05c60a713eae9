// The component API data the site's search offers as typed results ("alert › prop › type"): every
// component of the documented library, read from its TypeScript, with the component page that shows its
// tables — the page whose MDX has `<ComponentApi name="…" />` for it. Read by astro.config.ts when the
// site builds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ReadComponent, readReactApi } from '@lectern/astro/loaders';
import type { ApiSearchEntry } from '@lectern/search/node';
import { LIBRARY_API_SOURCE } from './areas/api/library-api';

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
 * The searchable API data of the components read from the code: one entry per component a page shows, at
 * the first English page that shows it (`/{locale}/components/data-tables/basics/`). A component a page
 * shows that the library does not have is an error; the library's parts no page shows are left out.
 */
export function searchApiEntries(
  components: readonly ReadComponent[],
  sources: Readonly<Record<string, string>>,
): ApiSearchEntry[] {
  const pageOf = apiPagesOf(sources);
  const byId = new Map(components.map((component) => [component.id, component.api]));
  const missing = [...pageOf.keys()].filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new Error(
      `<ComponentApi name="…" /> names components the library does not export: ${missing.join(', ')}`,
    );
  }
  return [...pageOf]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, url]) => ({ api: byId.get(id) as ReadComponent['api'], url, component: id }));
}

/** The searchable API data of the site at `root`: its library read from its TypeScript, and its pages. */
export async function searchApiData(root: string): Promise<ApiSearchEntry[]> {
  const pagesDir = path.join(root, 'src/content/docs/en');
  const sources = Object.fromEntries(
    mdxFiles(path.join(pagesDir, 'components')).map((file) => [
      path.relative(pagesDir, file),
      readFileSync(file, 'utf8'),
    ]),
  );
  const { components } = await readReactApi(LIBRARY_API_SOURCE, root);
  return searchApiEntries(components, sources);
}
