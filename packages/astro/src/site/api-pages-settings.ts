import { relative, resolve, sep } from 'node:path';
import { kebabCase } from '@lectern/component-api';
import type { ApiSearchEntry } from '@lectern/search/node';
import type { CheckedLecternOptions } from '../options.js';
import type { ApiPagesData } from './site-data.js';

/** The collection the API pages list when the site names none: the one `<ApiTable of="…" />` reads. */
export const DEFAULT_API_COLLECTION = 'api';

/**
 * The API pages' settings from the `apiPages` option, with their defaults (the `api` collection at
 * `/{locale}/api/`), or none when the site turned them off. The source paths are shown from `sourceRoot`,
 * so the site's folder from there is worked out here, from the site's root. The `searchApi` entries name
 * the guide page of a component of the `api` collection: `component`, or the name in kebab case, is its
 * entry's id.
 *
 * @example apiPagesSettings({}, '/repo/apps/docs').path // 'api'
 */
export function apiPagesSettings(
  options: Pick<CheckedLecternOptions, 'apiPages' | 'searchApi'>,
  root: string,
): ApiPagesData | undefined {
  const { apiPages = {}, searchApi = [] } = options;
  if (apiPages === false) return undefined;
  const sets = (apiPages.sets ?? [{ collection: DEFAULT_API_COLLECTION }]).map((set) => ({
    ...set,
    prefix: set.prefix ?? '',
    exclude: set.exclude ?? [],
  }));
  const siteFolder = relative(resolve(root, apiPages.sourceRoot ?? '.'), root)
    .split(sep)
    .join('/');
  return {
    path: apiPages.path ?? 'api',
    sets,
    listed: apiPages.sets !== undefined,
    sourceLink: apiPages.sourceLink,
    siteFolder,
    guides: guidesOf(searchApi),
  };
}

/** The guide page of each component the `searchApi` option names, by its entry's id. */
function guidesOf(entries: readonly ApiSearchEntry[]): ApiPagesData['guides'] {
  return Object.fromEntries(
    entries.flatMap((entry) => {
      const name = typeof entry.api?.name === 'string' ? kebabCase(entry.api.name) : undefined;
      const id = entry.component ?? name;
      return id === undefined ? [] : [[id, entry.url] as const];
    }),
  );
}
