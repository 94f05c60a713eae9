// The version lens: what a visitor who uses version x of the documented library should see marked or
// hidden. API items and page sections say which version added (`since`), changed, deprecated or removed
// them; a visitor's "I use version x" marks what is newer than x and hides what was gone before x.

/**
 * A version as API data and pages write it: numbers separated by dots, an optional `v` before them and an
 * optional pre-release after a `-` (`1.2`, `v2.0.0`, `3.0.0-beta.1`). At most 32 characters.
 */
export const LENS_VERSION_PATTERN = /^v?\d{1,9}(?:\.\d{1,9}){0,3}(?:-[0-9A-Za-z][0-9A-Za-z.-]*)?$/;

/** The longest version the lens reads (the settings document keeps the visitor's within it). */
export const LENS_VERSION_LENGTH = 32;

/** A version read by the lens: its numbers, and its pre-release, if any. */
interface LensVersion {
  readonly numbers: readonly number[];
  readonly prerelease: string | undefined;
}

/** Reads a version as {@link LENS_VERSION_PATTERN} has it, or `undefined` for anything else. */
function readVersion(text: string): LensVersion | undefined {
  if (text.length > LENS_VERSION_LENGTH || !LENS_VERSION_PATTERN.test(text)) return undefined;
  const [numbers = '', ...rest] = text.replace(/^v/, '').split('-');
  return {
    numbers: numbers.split('.').map(Number),
    prerelease: rest.length > 0 ? rest.join('-') : undefined,
  };
}

/** Whether a text is a version the lens can read. @example isLensVersion('v1.2') // true */
export function isLensVersion(text: string): boolean {
  return readVersion(text) !== undefined;
}

/**
 * Orders two versions: negative when `a` comes first. Missing numbers count as 0 (`1.2` is `1.2.0`), and
 * a pre-release comes before its release (`2.0.0-beta` before `2.0.0`). Texts that are not versions come
 * after every version, in text order.
 *
 * @example ['1.10', '1.2', 'v1.9.1'].sort(compareVersions) // ['1.2', 'v1.9.1', '1.10']
 */
export function compareVersions(a: string, b: string): number {
  const first = readVersion(a);
  const second = readVersion(b);
  if (!first || !second) return first ? -1 : second ? 1 : a < b ? -1 : a > b ? 1 : 0;
  const length = Math.max(first.numbers.length, second.numbers.length);
  for (let index = 0; index < length; index++) {
    const difference = (first.numbers[index] ?? 0) - (second.numbers[index] ?? 0);
    if (difference !== 0) return difference;
  }
  if (first.prerelease === second.prerelease) return 0;
  if (first.prerelease === undefined) return 1;
  if (second.prerelease === undefined) return -1;
  return first.prerelease < second.prerelease ? -1 : 1;
}

/** What an API item or a page section says of its life, each a version (see {@link LENS_VERSION_PATTERN}). */
export interface VersionMarks {
  /** The version that added it. */
  readonly since?: string | undefined;
  /** The version that last changed it. */
  readonly changed?: string | undefined;
  /** The version that deprecated it. */
  readonly deprecated?: string | undefined;
  /** The version that removed it. */
  readonly removed?: string | undefined;
}

/** The kinds of {@link VersionMarks}, in the order badges show them. */
export const VERSION_MARK_KINDS = /* @__PURE__ */ Object.freeze([
  'since',
  'changed',
  'deprecated',
  'removed',
] as const satisfies readonly (keyof VersionMarks)[]);

/** One kind of version mark. */
export type VersionMarkKind = (typeof VERSION_MARK_KINDS)[number];

/**
 * Whether a mark's version (what added, changed, deprecated or removed something) is later than every
 * release of the version the visitor uses, so the lens marks it "newer than your version". A version
 * stated with fewer numbers stands for its whole line (`1` is any 1.x, `1.2` any 1.2.x), and the lens only
 * marks what is newer for every release of it: with `1`, a mark of 1.5 is not newer (the visitor may use
 * 1.6), one of 2.0 is. A pre-release the visitor states is one release. `false` when either is not a
 * version, or the visitor stated none.
 *
 * @example isNewerThanUsed('0.2', '0.1') // true
 * @example isNewerThanUsed('1.5', '1') // false
 */
export function isNewerThanUsed(version: string | undefined, using: string | null | undefined): boolean {
  const line = using ? readVersion(using) : undefined;
  const read = version === undefined ? undefined : readVersion(version);
  if (!using || !line || !version || !read) return false;
  if (line.prerelease !== undefined) return compareVersions(version, using) > 0;
  const head = line.numbers.map((_, index) => read.numbers[index] ?? 0).join('.');
  return compareVersions(head, line.numbers.join('.')) > 0;
}

/**
 * Whether something removed in `removed` is gone for every release of the version the visitor uses: the
 * removal is at or before its line's first release (`2` starts at 2.0.0), so the lens hides it. `false`
 * when either is not a version, or the visitor stated none.
 *
 * @example isRemovedBy('2.0', '2.1') // true
 * @example isRemovedBy('2.5', '2') // false
 */
export function isRemovedBy(removed: string | undefined, using: string | null | undefined): boolean {
  if (!using || !removed || !isLensVersion(using) || !isLensVersion(removed)) return false;
  return compareVersions(removed, using) <= 0;
}

/** What the version lens needs of a component's API data: the version marks of it and of its members. */
type Marked = Pick<VersionMarks, 'since' | 'changed' | 'removed'>;

/**
 * The versions a component's API data marks (added, changed or removed, on the component and its props,
 * events and exposed members) that the lens can read, without repeats: the choices of "The version I use"
 * on a site whose API data marks versions.
 *
 * @example apiVersionMarks({ since: '1.0', props: [{ since: '1.2' }], events: [] }) // ['1.0', '1.2']
 */
export function apiVersionMarks(
  api: Marked & {
    readonly props?: readonly Marked[];
    readonly events?: readonly Marked[];
    readonly exposed?: readonly Marked[] | undefined;
  },
): string[] {
  const marked = [api, ...(api.props ?? []), ...(api.events ?? []), ...(api.exposed ?? [])];
  return [
    ...new Set(
      marked.flatMap((item) =>
        [item.since, item.changed, item.removed].filter(
          (version): version is string => version !== undefined && isLensVersion(version),
        ),
      ),
    ),
  ];
}

/**
 * The versions a reader may say they use ("The version I use"): the site's versions of its docs (current
 * first) and those its API data marks, the readable ones only, without repeats, newest first. On a site
 * with versions, a version its API data marks after the current one is left out: no reader uses a release
 * the docs do not document yet (a library documented beside others may number its releases apart).
 *
 * @example lensChoices(['0.2', '0.1'], ['1.0.0', '0.1.5']) // ['0.2', '0.1.5', '0.1']
 * @example lensChoices([], ['1.2', '1.10']) // ['1.10', '1.2']
 */
export function lensChoices(docsVersions: readonly string[], apiVersions: readonly string[]): string[] {
  const current = docsVersions.find(isLensVersion);
  const api =
    current === undefined ? apiVersions : apiVersions.filter((version) => !isNewerThanUsed(version, current));
  return [...new Set([...docsVersions, ...api].filter(isLensVersion))].sort((a, b) => compareVersions(b, a));
}
