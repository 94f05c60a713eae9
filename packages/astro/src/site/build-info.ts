import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the built site says which build it is, relative to the site's base: `{ "buildId": "…" }`. */
export const BUILD_INFO_PATH = '_lectern/build.json';

/** What a build id may be made of: letters, digits, `.`, `_`, `:` and `-`, at most 64 characters. */
export const BUILD_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/** The environment variable that names the build (e.g. a commit hash); the build time when unset. */
export const BUILD_ID_VARIABLE = 'LECTERN_BUILD_ID';

/**
 * The id of this build: `LECTERN_BUILD_ID` when set (a commit hash, a release number), else the time the
 * build started, in UTC (`2026-11-22T04:40:12.345Z`). Pages carry it, and `_lectern/build.json` says it,
 * so an open page can tell that a newer build was deployed. A value with other characters is an error.
 *
 * @example buildIdFrom(undefined, new Date(0)) // '1970-01-01T00:00:00.000Z'
 */
export function buildIdFrom(fromEnvironment: string | undefined, now: Date): string | Error {
  if (fromEnvironment === undefined || fromEnvironment === '') return now.toISOString();
  if (BUILD_ID_PATTERN.test(fromEnvironment)) return fromEnvironment;
  return new Error(
    `${BUILD_ID_VARIABLE}: expected at most 64 letters, digits, ".", "_", ":" and "-" (got ${JSON.stringify(fromEnvironment.slice(0, 80))})`,
  );
}

/** The text of `_lectern/build.json`. */
export function buildInfoText(buildId: string): string {
  return `${JSON.stringify({ buildId })}\n`;
}

/** Writes `_lectern/build.json` into the built site. */
export function writeBuildInfo(siteDir: string, buildId: string): void {
  const file = path.join(siteDir, BUILD_INFO_PATH);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, buildInfoText(buildId));
}
