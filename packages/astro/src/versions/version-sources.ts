// Where an older version's content comes from: a git ref's content folder, or a snapshot folder of the
// site's. Each gives a digest of the content (the cache's key: a git tree's hash, or a hash of the
// snapshot's files) and puts the content into a folder of the cache for the version's build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { OlderVersionOptions } from '../options.js';
import { SiteError } from '../site/site-error.js';

/** Runs git in a folder and gives its output; its own messages stay out of the build's log. */
export function git(folder: string, args: readonly string[]): Buffer {
  return execFileSync('git', args, {
    cwd: folder,
    maxBuffer: 1024 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/**
 * The repository the site is in (its top folder) and the commit a ref names there: what the versions'
 * content and their API are read from. A site outside git, or a ref the repository lacks, is a `SiteError`
 * naming the option (`where`, e.g. `versions.older[0].ref`).
 */
export function resolveRef(root: string, ref: string, where: string): { top: string; commit: string } {
  let top: string;
  try {
    top = git(root, ['rev-parse', '--show-toplevel']).toString('utf8').trim();
  } catch {
    throw new SiteError(
      `${where}: the site (${root}) is not in a git repository, so ${JSON.stringify(ref)} cannot be read: give the version as a snapshot folder instead`,
    );
  }
  try {
    const commit = git(top, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
      .toString('utf8')
      .trim();
    return { top, commit };
  } catch {
    throw new SiteError(
      `${where}: the repository has no ${JSON.stringify(ref)} (a shallow clone lacks older tags and commits: git fetch --tags --unshallow, or fetch-depth: 0 in CI)`,
    );
  }
}

/** Where the version's content is: the option that names it, for messages (`versions.older[1]`). */
export interface VersionSourceContext {
  /** The site's root, absolute. */
  readonly root: string;
  /** The current content folder, relative to the root (`src/content/docs`). */
  readonly contentDir: string;
  /** The option's place, for messages: `versions.older[0]`. */
  readonly where: string;
}

/** A version's content as its source gives it. */
export interface VersionContent {
  /** A digest of the content: equal digests, equal content. */
  readonly digest: string;
  /** Puts the content into a folder (emptied first). */
  readonly extractTo: (folder: string) => void;
}

/** The content of a git ref's content folder. */
function refContent(
  version: OlderVersionOptions,
  ref: string,
  context: VersionSourceContext,
): VersionContent {
  const { root, where } = context;
  const { top } = resolveRef(root, ref, `${where}.ref`);
  const folder = path.resolve(root, version.contentDir ?? context.contentDir);
  const inRepo = path.relative(top, folder).split(path.sep).join('/');
  let tree: string;
  try {
    tree = git(top, ['rev-parse', '--verify', '--quiet', `${ref}:${inRepo}`])
      .toString('utf8')
      .trim();
  } catch {
    throw new SiteError(
      `${where}: ${JSON.stringify(ref)} has no folder ${inRepo}${version.contentDir === undefined ? ' (set contentDir to where its content was then)' : ''}`,
    );
  }
  return {
    digest: `git:${tree}`,
    extractTo(into) {
      rmSync(into, { recursive: true, force: true });
      mkdirSync(into, { recursive: true });
      // The tree's files, with their commit's time as their modification time (the pages' "last updated").
      const archive = git(top, ['archive', '--format=tar', `${ref}:${inRepo}`]);
      execFileSync('tar', ['-x', '-f', '-', '-C', into], {
        input: archive,
        stdio: ['pipe', 'ignore', 'pipe'],
      });
    },
  };
}

/** Every file under a folder, relative to it with `/`, sorted. */
export function filesUnder(folder: string, skip: (relative: string) => boolean = () => false): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const name = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (skip(name)) continue;
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile() || (entry.isSymbolicLink() && statSync(path.join(folder, name)).isFile()))
        files.push(name);
    }
  };
  walk('');
  return files.sort();
}

/** A hash of the files under a folder: their paths and contents. */
export function folderDigest(folder: string, skip?: (relative: string) => boolean): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(folder, skip)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(folder, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The content of a snapshot folder. */
function snapshotContent(snapshot: string, context: VersionSourceContext): VersionContent {
  const folder = path.resolve(context.root, snapshot);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new SiteError(`${context.where}.snapshot: there is no folder ${folder}`);
  }
  return {
    digest: `snapshot:${folderDigest(folder)}`,
    extractTo(into) {
      rmSync(into, { recursive: true, force: true });
      cpSync(folder, into, { recursive: true, preserveTimestamps: true, dereference: true });
    },
  };
}

/** An older version's content, from its ref or its snapshot. A ref or folder that is not there is a `SiteError`. */
export function versionContent(version: OlderVersionOptions, context: VersionSourceContext): VersionContent {
  if (version.ref !== undefined) return refContent(version, version.ref, context);
  if (version.snapshot !== undefined) return snapshotContent(version.snapshot, context);
  throw new SiteError(`${context.where}: expected ref or snapshot`);
}
