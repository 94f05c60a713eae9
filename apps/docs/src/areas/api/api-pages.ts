// The pages of the API explorer: one per component of the documented library (`/{locale}/api/alert/`)
// and one per component of the theme (`/{locale}/api/theme-nav-bar/`, named apart from the library's,
// which has a Footer too).
import type { ComponentApi } from '@lectern/theme-core/config';
import { repositoryPath } from './theme-api';

/** Where a component comes from. */
export type ApiOrigin = 'library' | 'theme';

/** One component's page in the explorer. */
export interface ApiPage {
  /** Its address after `/{locale}/api/`. */
  slug: string;
  origin: ApiOrigin;
  api: ComponentApi;
  /** The guide page that shows the component, with `{locale}` for the language (library components). */
  docPage?: string | undefined;
  /** Its source file, relative to the repository's root (theme components). */
  source?: string | undefined;
}

/**
 * The explorer's pages: the library's components by their data file's name, then the theme's, each in
 * alphabetical order.
 */
export function apiPages(
  library: readonly { id: string; data: ComponentApi }[],
  theme: readonly { id: string; data: ComponentApi }[],
  docPages: ReadonlyMap<string, string>,
): ApiPage[] {
  const byName = (a: ApiPage, b: ApiPage) => a.api.name.localeCompare(b.api.name);
  return [
    ...library
      .map((entry) => ({
        slug: entry.id,
        origin: 'library' as const,
        api: entry.data,
        docPage: docPages.get(entry.id),
      }))
      .sort(byName),
    ...theme
      .map((entry) => ({
        slug: `theme-${entry.id}`,
        origin: 'theme' as const,
        api: entry.data,
        source: entry.data.source === undefined ? undefined : repositoryPath(entry.data.source),
      }))
      .sort(byName),
  ];
}

/** The MDX sources of the English component pages as `import.meta.glob` gives them, keyed by their path under the English pages. */
export function englishSources(glob: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(glob).map(([file, text]) => [file.replace(/^.*\/content\/docs\/en\//, ''), text]),
  );
}
