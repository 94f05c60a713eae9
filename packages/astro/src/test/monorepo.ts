// Test helpers: a throwaway monorepo on disk, and a content-loader context that keeps what a loader
// stores, for the release tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';

/** A folder with `files` written into it (paths relative to it), removed by `remove()`. */
export function writeMonorepo(files: Record<string, string>): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'lectern-releases-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The changesets config the tests use. */
export const CHANGESET_CONFIG = JSON.stringify({
  changelog: '@changesets/cli/changelog',
  commit: false,
  fixed: [],
  linked: [],
  access: 'public',
  baseBranch: 'main',
  updateInternalDependencies: 'patch',
  ignore: [],
});

/** A loader context over an in-memory store, for a site whose root is `siteRoot`. */
export function loaderContext(siteRoot: string, parse: (data: unknown) => Record<string, unknown>) {
  const entries = new Map<string, { id: string; data: Record<string, unknown> }>();
  const logged: string[] = [];
  const meta = new Map<string, string>();
  const context = {
    meta: { get: (key: string) => meta.get(key), set: (key: string, value: string) => meta.set(key, value) },
    config: {
      root: pathToFileURL(`${siteRoot}/`),
      cacheDir: pathToFileURL(`${siteRoot}/node_modules/.astro/`),
    },
    store: {
      clear: () => entries.clear(),
      set: (entry: { id: string; data: Record<string, unknown> }) => {
        entries.set(entry.id, entry);
        return true;
      },
      values: () => [...entries.values()],
    },
    parseData: async ({ data }: { data: unknown }) => parse(data),
    generateDigest: (data: unknown) => String(JSON.stringify(data).length),
    logger: {
      info: (message: string) => logged.push(message),
      error: (message: string) => logged.push(message),
    },
  } as unknown as LoaderContext;
  return { context, entries, logged };
}
