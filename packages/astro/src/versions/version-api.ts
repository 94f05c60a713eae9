// The API data of the site's versions, for the API loader. An older version's API data, by API collection,
// is a file in the form a library publishes (`versions.older[i].api`) or, for a version given by a git
// ref, what the loader's sources gave at that ref. When the integration sets up, it writes which version
// this build makes and each version's API data into a file of the site's cache folder; the API loader,
// which shares nothing else with it (see api-collections.ts), reads it and compares: the current build
// marks what each version added, changed or removed (theme-core's `apiHistory`), and an older version's
// build shows that version's API, marked against those before it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPublishedApi } from '@lectern/component-api';
import { apiHistory, type ComponentApi, type VersionedApi } from '@lectern/theme-core';
import type { VersionsOptions } from '../options.js';
import { SiteError } from '../site/site-error.js';

/** The file, in the site's cache folder. */
export const VERSION_API_FILE = 'lectern-version-api.json';

/** What the integration tells the API loader. */
export interface VersionApiPlan {
  /** The name of the version this build makes. */
  readonly built: string;
  /**
   * Every version, oldest first, the current one last: its name, its API data files by collection
   * (absolute), and the option that names them, for messages (`versions.older[0].api`).
   */
  readonly versions: readonly {
    readonly name: string;
    readonly api: Readonly<Record<string, string>>;
    /** The version's git ref, when the API data of a collection it gives no file of is read there. */
    readonly ref?: string | undefined;
    readonly where: string;
  }[];
}

/** Reads the API data a collection's sources gave at a git ref (`where` names the version's option). */
export type ReadApiAtRef = (ref: string, where: string) => Promise<Record<string, ComponentApi>>;

/** The plan of a site's versions, or `undefined` when the site has none. */
export function versionApiPlan(
  versions: VersionsOptions | undefined,
  root: string,
  built: string | undefined,
): VersionApiPlan | undefined {
  if (versions === undefined) return undefined;
  const older = versions.older
    .map((version, index) => ({
      name: version.name,
      api: Object.fromEntries(
        Object.entries(version.api || {}).map(([collection, file]) => [collection, path.resolve(root, file)]),
      ),
      ...(version.ref !== undefined && version.api !== false ? { ref: version.ref } : {}),
      where: `versions.older[${index}]`,
    }))
    .reverse();
  return {
    built: built ?? versions.current.name,
    versions: [...older, { name: versions.current.name, api: {}, where: 'versions.current' }],
  };
}

/** Writes the plan into the cache folder (removes it when there is none), before the content is synced. */
export function writeVersionApiPlan(cacheDir: string, plan: VersionApiPlan | undefined): void {
  const file = path.join(cacheDir, VERSION_API_FILE);
  if (plan === undefined) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(plan)}\n`);
}

/** The plan written into a cache folder, or `undefined`. */
export function readVersionApiPlan(cacheDir: string): VersionApiPlan | undefined {
  try {
    return JSON.parse(readFileSync(path.join(cacheDir, VERSION_API_FILE), 'utf8')) as VersionApiPlan;
  } catch {
    return undefined;
  }
}

/** The components of a version's API data file, by entry id; a file that cannot be read is a `SiteError`. */
function readVersionApi(file: string, option: string, root: string): Record<string, ComponentApi> {
  try {
    const { components } = readPublishedApi({ data: file }, root, option);
    return Object.fromEntries(components.map(({ id, api }) => [id, api as ComponentApi]));
  } catch (error) {
    const shown = path.relative(root, file).split(path.sep).join('/');
    const message = (error as Error).message.split(`${option}.data`).join(option).split(file).join(shown);
    throw new SiteError(`${message}${message.startsWith(option) ? '' : ` (${option})`}`);
  }
}

/**
 * A collection's entries as this build shows them: in the current version's build, its own API data
 * marked by comparing it with the older versions' (each from its file, or read at its ref by `readAtRef`);
 * in an older version's build that has the collection's data, that data, marked by comparing it with the
 * versions before it. Otherwise (no versions, no older data, an older version without its own) the
 * entries as read.
 */
export async function versionedEntries(
  plan: VersionApiPlan | undefined,
  collection: string,
  entries: Readonly<Record<string, ComponentApi>>,
  root: string,
  readAtRef?: ReadApiAtRef,
): Promise<Record<string, ComponentApi>> {
  const at = plan?.versions.findIndex(({ name }) => name === plan.built) ?? -1;
  if (plan === undefined || at < 0) return { ...entries };
  const dataOf = async (version: VersionApiPlan['versions'][number]) => {
    const file = version.api[collection];
    if (file !== undefined) return readVersionApi(file, `${version.where}.api.${collection}`, root);
    if (version.ref !== undefined && readAtRef) return readAtRef(version.ref, `${version.where}.ref`);
    return undefined;
  };
  const built = plan.versions[at];
  if (built === undefined) return { ...entries };
  const own = at === plan.versions.length - 1 ? entries : await dataOf(built);
  if (own === undefined) return { ...entries };
  const history: VersionedApi[] = [];
  for (const version of plan.versions.slice(0, at)) {
    const components = await dataOf(version);
    if (components !== undefined) history.push({ version: version.name, components });
  }
  return apiHistory([...history, { version: built.name, components: own }]);
}
