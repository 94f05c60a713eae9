import { editDistance } from '@lectern/theme-core/config';
import { DEFAULT_API_COLLECTION } from '../site/api-pages-settings.js';

/** The built-in ApiTable's props once read, or what is wrong with them. */
export type ApiTableSettings =
  | { of: string; collection: string; headingLevel: 2 | 3 | 4; qualified: boolean; inline: boolean }
  | { problem: string };

const HEADING_LEVELS = [2, 3, 4] as const;

/** How a tag was written, for messages: `<ApiTable of="button" headingLevel="7" />`. */
function written(props: Readonly<Record<string, unknown>>): string {
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) =>
      typeof value === 'string' ? `${name}="${value}"` : `${name}={${JSON.stringify(value)}}`,
    );
  return `<ApiTable${attributes.map((attribute) => ` ${attribute}`).join('')} />`;
}

/** Whether a boolean prop is on, written `qualified`, `qualified={true}` or, in `.md`, `qualified="true"`. */
function isSet(value: unknown): boolean {
  return value === true || value === 'true' || value === '';
}

/**
 * Reads the props of `<ApiTable of="button" headingLevel={4} qualified inline />` as written in an `.mdx` page,
 * or as a `.md` page's HTML gives them (`headingLevel="4"`, `qualified="false"`).
 */
export function apiTableSettings(props: Readonly<Record<string, unknown>>): ApiTableSettings {
  const {
    of,
    collection = DEFAULT_API_COLLECTION,
    headingLevel = 3,
    qualified = false,
    inline = false,
  } = props;
  if (typeof of !== 'string' || of.trim() === '') {
    return {
      problem: `${written(props)}: "of" names an entry of the api collection, its file's name without .json, e.g. <ApiTable of="button" />`,
    };
  }
  if (typeof collection !== 'string' || !/^[A-Za-z_$][\w$-]*$/.test(collection)) {
    return {
      problem: `${written(props)}: "collection" names a content collection of API data, e.g. collection="themeApi" (got ${JSON.stringify(collection)})`,
    };
  }
  const level = HEADING_LEVELS.find((candidate) => candidate === Number(headingLevel));
  if (level === undefined) {
    return { problem: `${written(props)}: headingLevel is 2, 3 or 4 (got ${JSON.stringify(headingLevel)})` };
  }
  return {
    of,
    collection,
    headingLevel: level,
    qualified: isSet(qualified),
    inline: isSet(inline),
  };
}

/**
 * Why an ApiTable cannot be drawn: its props, or its entry missing from the `api` collection (whose
 * entries are `ids`), with the closest name when one is near.
 */
export function apiTableProblem(
  props: Readonly<Record<string, unknown>>,
  settings: ApiTableSettings,
  ids: readonly string[],
): string {
  if ('problem' in settings) return settings.problem;
  const { of, collection } = settings;
  if (ids.length === 0) {
    return collection === DEFAULT_API_COLLECTION
      ? `${written(props)}: the site has no API data: add api: defineCollection({ loader: apiLoader() }) (from @lectern/astro/loaders) to src/content.config.ts, and ${of}.json to src/content/api/`
      : `${written(props)}: the collection "${collection}" has no entries: define it in src/content.config.ts with defineCollection({ loader: apiLoader(…) }) (from @lectern/astro/loaders)`;
  }
  const closest = [...ids].sort((a, b) => editDistance(of, a) - editDistance(of, b))[0] ?? '';
  const guess =
    editDistance(of, closest) <= Math.max(2, Math.floor(of.length / 3))
      ? ` (did you mean "${closest}"?)`
      : '';
  return `${written(props)}: no entry "${of}" in the ${collection} collection, which has ${ids.join(', ')}${guess}`;
}
