// Every published package of a monorepo with its releases: those its CHANGELOG.md records (written by
// `changeset version`) and the upcoming one its pending changesets describe (`.changeset/*.md`), so a
// release shows up on the next build with no other step.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getReleasePlan } from '@changesets/get-release-plan';
import { getPackages } from '@manypkg/get-packages';
import { rcompare, satisfies, validRange } from 'semver';
import { type ChangelogRelease, parseChangelog, type ReleaseSection, SECTION_TITLES } from './changelog.js';
import { dependencyNoteHtml, markdownToHtml } from './release-notes-html.js';

type ReleasePlan = Awaited<ReturnType<typeof getReleasePlan>>;

/** The release the pending changesets describe, not yet made. */
export interface UpcomingRelease extends ChangelogRelease {
  /** How much the version goes up. */
  bump: 'major' | 'minor' | 'patch';
}

/** One published package and its releases. */
export interface PackageReleases {
  /** Its name, e.g. `@lectern/astro`. */
  name: string;
  /** The version in its package.json. */
  version: string;
  /** Its folder, relative to the repository's root, e.g. `packages/astro`. */
  directory: string;
  /** What the next `changeset version` will release, or undefined when no changeset is pending. */
  upcoming: UpcomingRelease | undefined;
  /** Its releases from CHANGELOG.md, newest first. */
  releases: ChangelogRelease[];
}

interface PackageJsonLike {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** How changesets is set to note a dependency's release in its dependents (`.changeset/config.json`). */
export interface DependencyNoteOptions {
  /** `updateInternalDependencies`: the smallest bump of a dependency that its dependents note. */
  minimumBump: 'patch' | 'minor';
  /** Whether a peer dependency is noted only when its new version leaves the range. */
  peersOnlyOutOfRange: boolean;
}

const BUMPS = ['patch', 'minor', 'major'] as const;

/** Whether a dependency's new version leaves the range a dependent gives it. */
function leavesRange(
  range: string,
  release: { oldVersion?: string | undefined; newVersion: string },
): boolean {
  let written = range;
  if (written.startsWith('workspace:')) {
    written = written.slice('workspace:'.length);
    if (written === '*') return true;
    if (written === '^' || written === '~') written = `${written}${release.oldVersion ?? '0.0.0'}`;
  }
  return validRange(written) === null || !satisfies(release.newVersion, written);
}

/**
 * The internal dependencies a package's release notes as updated, in the plan's order, as changesets
 * decides them: dependencies and peer dependencies (not dev dependencies) released by the plan, when
 * the new version leaves the range or the bump is at least the configured minimum.
 */
export function updatedDependencies(
  packageJson: PackageJsonLike,
  plan: ReleasePlan,
  options: DependencyNoteOptions = { minimumBump: 'patch', peersOnlyOutOfRange: false },
): string[] {
  return plan.releases
    .filter((release) => {
      if (release.type === 'none' || release.newVersion === undefined || release.name === packageJson.name)
        return false;
      const range = packageJson.dependencies?.[release.name] ?? packageJson.peerDependencies?.[release.name];
      if (range === undefined) return false;
      if (leavesRange(range, { oldVersion: release.oldVersion, newVersion: release.newVersion })) return true;
      if (packageJson.dependencies?.[release.name] === undefined) return !options.peersOnlyOutOfRange;
      return BUMPS.indexOf(release.type) >= BUMPS.indexOf(options.minimumBump);
    })
    .map((release) => `${release.name}@${release.newVersion}`);
}

/** The dependency-note settings of the repository's changesets config. */
function dependencyNoteOptions(root: string): DependencyNoteOptions {
  const config = JSON.parse(readFileSync(path.join(root, '.changeset', 'config.json'), 'utf8')) as {
    updateInternalDependencies?: 'patch' | 'minor';
    ___experimentalUnsafeOptions_WILL_CHANGE_IN_PATCH?: { onlyUpdatePeerDependentsWhenOutOfRange?: boolean };
  };
  return {
    minimumBump: config.updateInternalDependencies ?? 'patch',
    peersOnlyOutOfRange:
      config.___experimentalUnsafeOptions_WILL_CHANGE_IN_PATCH?.onlyUpdatePeerDependentsWhenOutOfRange ??
      false,
  };
}

/**
 * The upcoming release of a package in a release plan: the summaries of its changesets by kind, and the
 * internal dependencies released with it (as changesets notes them under Patch Changes).
 */
export function upcomingRelease(
  packageJson: PackageJsonLike,
  plan: ReleasePlan,
  options?: DependencyNoteOptions,
): UpcomingRelease | undefined {
  const release = plan.releases.find((entry) => entry.name === packageJson.name);
  if (!release || release.type === 'none' || release.newVersion === undefined) return undefined;
  const sections: ReleaseSection[] = [];
  for (const kind of ['major', 'minor', 'patch'] as const) {
    const notes = plan.changesets
      .filter((changeset) =>
        changeset.releases.some((entry) => entry.name === packageJson.name && entry.type === kind),
      )
      .map((changeset) => markdownToHtml(changeset.summary));
    if (kind === 'patch') {
      const dependencies = updatedDependencies(packageJson, plan, options);
      if (dependencies.length > 0) notes.push(dependencyNoteHtml(dependencies));
    }
    if (notes.length > 0) sections.push({ kind, title: SECTION_TITLES[kind], notes });
  }
  return { version: release.newVersion, bump: release.type, sections };
}

/** A release plan of the pending changesets, or undefined when the repository does not use changesets. */
async function pendingPlan(root: string): Promise<ReleasePlan | undefined> {
  if (!existsSync(path.join(root, '.changeset', 'config.json'))) return undefined;
  return getReleasePlan(root);
}

/**
 * Every published (not private) package of the monorepo at `root`, by name, with its upcoming release and
 * its changelog's releases, newest first.
 *
 * @throws {ChangelogError} when a changelog has a `##` heading that is not a version.
 */
export async function readReleases(root: string): Promise<PackageReleases[]> {
  const { packages } = await getPackages(root);
  const plan = await pendingPlan(root);
  const options = plan ? dependencyNoteOptions(root) : undefined;
  return packages
    .filter((entry) => !(entry.packageJson as PackageJsonLike).private)
    .map((entry) => {
      const packageJson = entry.packageJson as PackageJsonLike;
      const directory = path.relative(root, entry.dir).split(path.sep).join('/');
      const changelog = path.join(entry.dir, 'CHANGELOG.md');
      const releases = existsSync(changelog)
        ? parseChangelog(readFileSync(changelog, 'utf8'), `${directory}/CHANGELOG.md`)
        : [];
      return {
        name: packageJson.name,
        version: packageJson.version,
        directory,
        upcoming: plan ? upcomingRelease(packageJson, plan, options) : undefined,
        releases: releases.sort((a, b) => rcompare(a.version, b.version)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
