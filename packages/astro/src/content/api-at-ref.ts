// The API data an API loader's sources gave at an older version's git ref, for comparing the versions'
// API (see versions/version-api.ts): the JSON files of its folder as the ref has them, read with git, and
// the code sources read from the ref's files, put into a temporary folder (the repository's tree at that
// commit, with the working tree's node_modules linked in, so that the library's types resolve; outside
// node_modules, where the readers leave out what they find). What was read is kept in the cache folder by
// commit and sources: a ref is read once.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ComponentApi } from '@lectern/theme-core';
import { SiteError } from '../site/site-error.js';
import { git, resolveRef } from '../versions/version-sources.js';
import { ApiDataError, readApiFile } from './api-file.js';
import { type CodeSource, readCodeSource } from './api-sources.js';

/** What {@link readApiAtRef} reads. */
export interface ApiAtRefInput {
  /** The ref (a tag, branch or commit) and the option that names it, for messages (`versions.older[0].ref`). */
  readonly ref: string;
  readonly where: string;
  /** The site's root and cache folder, absolute. */
  readonly root: string;
  readonly cacheDir: string;
  /** The loader's folder of JSON files, absolute, or none. */
  readonly dir: string | undefined;
  readonly code: readonly CodeSource[];
  /** Told what was read, when it was read and not taken from the cache. */
  readonly log?: ((message: string) => void) | undefined;
}

/** A path inside the repository, with `/`. */
const inRepo = (top: string, file: string) => path.relative(top, file).split(path.sep).join('/');

/** Whether a path is inside a folder. */
const isInside = (folder: string, file: string) => {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The JSON files of the loader's folder at a commit, by entry id; their problems fail at once, each named. */
function jsonAtCommit(top: string, commit: string, dir: string, ref: string): Record<string, ComponentApi> {
  const folder = inRepo(top, dir);
  let names: string[];
  try {
    names = git(top, ['ls-tree', '--name-only', `${commit}:${folder}`])
      .toString('utf8')
      .split('\n')
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return {}; // The version had no such folder.
  }
  const components: Record<string, ComponentApi> = {};
  const problems: string[] = [];
  for (const name of names) {
    const text = git(top, ['show', `${commit}:${folder}/${name}`]).toString('utf8');
    const read = readApiFile(text, `${ref}:${folder}/${name}`);
    if ('problems' in read) problems.push(...read.problems);
    else components[name.slice(0, -'.json'.length)] = read.data as ComponentApi;
  }
  if (problems.length > 0) throw new ApiDataError(problems);
  return components;
}

/**
 * The repository's tree at a commit, in a temporary folder, with the working tree's node_modules folders
 * linked in.
 */
function treeAtCommit(top: string, commit: string, folders: readonly string[]): string {
  const tree = path.join(tmpdir(), 'lectern-api-at-ref', `${commit}-${process.pid}`);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  execFileSync('tar', ['-x', '-f', '-', '-C', tree], {
    input: git(top, ['archive', '--format=tar', commit]),
    stdio: ['pipe', 'ignore', 'pipe'],
    maxBuffer: 1024 * 1024 * 1024,
  });
  // Each folder's node_modules and those of the folders above it, up to the repository's top.
  for (const start of folders) {
    for (let folder = start; isInside(top, folder) || folder === top; folder = path.dirname(folder)) {
      const modules = path.join(folder, 'node_modules');
      const linked = path.join(tree, inRepo(top, folder), 'node_modules');
      if (existsSync(modules) && existsSync(path.dirname(linked)) && !existsSync(linked))
        symlinkSync(modules, linked, 'junction');
      if (folder === top) break;
    }
  }
  return tree;
}

/**
 * A code source as it reads at the ref: each path it gives inside the repository (absolute, or from the
 * site's root) read in the ref's tree; a published package's data file, when the package is the
 * repository's own (a workspace package), from the ref's tree too.
 */
function sourceAtTree(
  code: CodeSource,
  top: string,
  root: string,
  tree: string,
  input: ApiAtRefInput,
): CodeSource {
  const moved = (file: string) => path.join(tree, inRepo(top, path.resolve(root, file)));
  if (code.kind === 'react' || code.kind === 'vue') {
    const { entry, tsconfig } = code.source;
    return {
      ...code,
      source: { ...code.source, entry: moved(entry), ...(tsconfig ? { tsconfig: moved(tsconfig) } : {}) },
    } as CodeSource;
  }
  if (code.kind === 'customElements')
    return { ...code, source: { ...code.source, manifest: moved(code.source.manifest) } };
  const data = code.source.data;
  let file: string;
  if (data.startsWith('.') || path.isAbsolute(data)) file = path.resolve(root, data);
  else {
    try {
      file = realpathSync(createRequire(path.join(root, 'package.json')).resolve(data));
    } catch {
      file = '';
    }
  }
  if (!isInside(top, file) || file.split(path.sep).includes('node_modules')) {
    throw new SiteError(
      `${input.where}: the API at ${JSON.stringify(input.ref)}: ${code.option}.data (${data}) is an installed package, not the repository's: give the version's API data as a file (api)`,
    );
  }
  return { ...code, source: { data: moved(file) } };
}

/**
 * The components the loader's sources gave at a ref, by entry id (the code's first, as the loader lists
 * them). A ref the repository lacks, or a source the ref cannot be read from, is a `SiteError` naming the
 * version's option and the ref.
 */
export async function readApiAtRef(input: ApiAtRefInput): Promise<Record<string, ComponentApi>> {
  const { ref, where, root, cacheDir, dir, code } = input;
  const { top, commit } = resolveRef(root, ref, where);
  const key = createHash('sha256')
    .update(JSON.stringify({ commit, dir: dir === undefined ? null : inRepo(top, dir), code }))
    .digest('hex')
    .slice(0, 24);
  const kept = path.join(cacheDir, 'lectern-api-at-ref', `${key}.json`);
  if (existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8')) as Record<string, ComponentApi>;
  const started = Date.now();
  const components: Record<string, ComponentApi> = {};
  if (code.length > 0) {
    const folders = [
      root,
      ...code.map((each) =>
        path.dirname(path.resolve(root, 'entry' in each.source ? each.source.entry : '.')),
      ),
    ];
    const tree = treeAtCommit(top, commit, folders);
    const treeRoot = path.join(tree, inRepo(top, root));
    try {
      for (const each of code) {
        try {
          const read = await readCodeSource(sourceAtTree(each, top, root, tree, input), treeRoot);
          for (const { id, api } of read.components) components[id] ??= api as ComponentApi;
        } catch (error) {
          if (error instanceof SiteError) throw error;
          const message = (error as Error).message
            .split(`${tree}${path.sep}`)
            .join(`${ref}:`)
            .split(tree)
            .join(`${ref}:`);
          throw new SiteError(
            `${where}: the API at ${JSON.stringify(ref)}: ${message} (give the version's API data as a file, api: { … }, or none with api: false)`,
          );
        }
      }
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  }
  if (dir !== undefined) {
    for (const [id, api] of Object.entries(jsonAtCommit(top, commit, dir, ref))) components[id] ??= api;
  }
  mkdirSync(path.dirname(kept), { recursive: true });
  writeFileSync(kept, JSON.stringify(components));
  input.log?.(
    `the API at ${JSON.stringify(ref)} (${where}): ${Object.keys(components).length} components read in ${Date.now() - started} ms, kept for the next builds`,
  );
  return components;
}
