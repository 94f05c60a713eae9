// The API at an older version's git ref, read by the API loader from its own sources as the ref has them,
// and compared with today's: a repository with a tag, then changed.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { componentApiSchema } from '@lectern/theme-core/config';
import { API_LIBRARIES } from '@lectern/tooling/api-libraries';
import { afterEach, describe, expect, it } from 'vitest';
import { git } from '../test/git.js';
import { loaderContext, writeMonorepo } from '../test/monorepo.js';
import { versionApiPlan, writeVersionApiPlan } from '../versions/version-api.js';
import { apiLoader } from './api-loader.js';

const BUTTON = { name: 'Button', description: 'A button.', props: [], events: [], slots: [] };
const KIND = {
  name: 'kind',
  type: 'string',
  default: null,
  values: null,
  required: false,
  description: 'The kind.',
};

let remove = () => {};
afterEach(() => remove());

/** A site in a repository whose tag v1 has the React library and a JSON file as they were. */
function taggedSite(files: Record<string, string> = {}) {
  const written = writeMonorepo({
    '.gitignore': 'node_modules\n',
    'src/content/api/button.json': JSON.stringify(BUTTON),
    ...files,
  });
  remove = written.remove;
  const { root } = written;
  cpSync(path.join(API_LIBRARIES, 'react-library'), path.join(root, 'ui'), { recursive: true });
  git(root, 'init', '-q');
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'one');
  git(root, 'tag', 'v1');
  const { context, entries, logged } = loaderContext(root, (data) => componentApiSchema.parse(data));
  Object.assign(context, { collection: 'api' });
  const cacheDir = path.join(root, 'node_modules/.astro');
  const plan = (older: object[]) =>
    writeVersionApiPlan(
      cacheDir,
      versionApiPlan({ current: { name: '2.0' }, older } as never, root, undefined),
    );
  return { root, context, entries, logged, cacheDir, plan };
}

describe('the API at an older version’s git ref', { timeout: 120_000 }, () => {
  it('reads the JSON files and the code as the ref has them, and marks what changed since', async () => {
    const { root, context, entries, logged, cacheDir, plan } = taggedSite();
    const badge = path.join(root, 'ui/Badge.tsx');
    writeFileSync(
      badge,
      readFileSync(badge, 'utf8')
        .replace('size?: 1 | 2 | 3;', 'size?: 1 | 2 | 3 | 4;\n  /** Rounds its ends. */\n  pill?: boolean;')
        .replace(
          /\s*\/\*\* The accessible name of the dismiss button\. \*\/\n\s*dismissLabel\?: string;/,
          '',
        ),
    );
    writeFileSync(
      path.join(root, 'src/content/api/button.json'),
      JSON.stringify({ ...BUTTON, props: [KIND] }),
    );
    plan([{ name: '1.0', ref: 'v1' }]);
    await apiLoader({ react: { entry: 'ui/index.ts' } }).load(context);
    type Marked = { name: string; since?: string; changed?: string; removed?: string };
    const props = (id: string) =>
      ((entries.get(id)?.data.props ?? []) as Marked[]).map(({ name, since, changed, removed }) => [
        name,
        since ?? changed ?? removed ?? '',
        since ? 'since' : changed ? 'changed' : removed ? 'removed' : '',
      ]);
    expect(props('badge')).toEqual(
      expect.arrayContaining([
        ['size', '2.0', 'changed'],
        ['pill', '2.0', 'since'],
        ['dismissLabel', '2.0', 'removed'],
        ['label', '', ''],
      ]),
    );
    expect(props('button')).toEqual([['kind', '2.0', 'since']]);
    expect(logged).toContainEqual(
      expect.stringMatching(/^the API at "v1" \(versions\.older\[0\]\.ref\): 4 components read in \d+ ms/),
    );
    // Read once: the next build takes it from the cache.
    const kept = readdirSync(path.join(cacheDir, 'lectern-api-at-ref')).filter((name) =>
      name.endsWith('.json'),
    );
    expect(kept).toHaveLength(1);
    await apiLoader({ react: { entry: 'ui/index.ts' } }).load(context);
    expect(props('button')).toEqual([['kind', '2.0', 'since']]);
  });

  it('reads nothing at the ref with api: false, and a given file instead of the ref', async () => {
    const { context, entries, plan, root } = taggedSite();
    writeFileSync(
      path.join(root, 'src/content/api/button.json'),
      JSON.stringify({ ...BUTTON, props: [KIND] }),
    );
    plan([{ name: '1.0', ref: 'v1', api: false }]);
    await apiLoader().load(context);
    expect(entries.get('button')?.data.props).toEqual([KIND]);
    writeFileSync(
      path.join(root, 'api-1.0.json'),
      JSON.stringify({ lecternApi: 1, components: [{ id: 'button', api: { ...BUTTON, props: [KIND] } }] }),
    );
    plan([{ name: '1.0', ref: 'v1', api: { api: 'api-1.0.json' } }]);
    await apiLoader().load(context);
    expect(entries.get('button')?.data.props).toEqual([KIND]);
  });

  it('names the version, the ref and the way out when a source is not there at the ref', async () => {
    const { context, plan, root } = taggedSite();
    cpSync(path.join(root, 'ui'), path.join(root, 'ui2'), { recursive: true });
    plan([{ name: '1.0', ref: 'v1' }]);
    await expect(apiLoader({ react: { entry: 'ui2/index.ts' } }).load(context)).rejects.toThrow(
      /^versions\.older\[0\]\.ref: the API at "v1": apiLoader\(\{ react \}\)\.entry: v1:ui2\/index\.ts: no such file \(give the version's API data as a file, api: \{ … \}, or none with api: false\)$/,
    );
  });

  it('names the version when the ref is missing, or its API is an installed package', async () => {
    const { context, plan, root } = taggedSite({
      'package.json': JSON.stringify({ name: 'site', private: true }),
    });
    plan([{ name: '1.0', ref: 'v9' }]);
    await expect(apiLoader().load(context)).rejects.toThrow(
      'versions.older[0].ref: the repository has no "v9" (a shallow clone lacks older tags and commits',
    );
    mkdirSync(path.join(root, 'node_modules/@acme/ui'), { recursive: true });
    writeFileSync(
      path.join(root, 'node_modules/@acme/ui/package.json'),
      JSON.stringify({ name: '@acme/ui', exports: { './api.json': './api.json' } }),
    );
    writeFileSync(
      path.join(root, 'node_modules/@acme/ui/api.json'),
      JSON.stringify({ lecternApi: 1, components: [{ id: 'card', api: { ...BUTTON, name: 'Card' } }] }),
    );
    plan([{ name: '1.0', ref: 'v1' }]);
    await expect(
      apiLoader({ base: false, published: { data: '@acme/ui/api.json' } }).load(context),
    ).rejects.toThrow(
      'versions.older[0].ref: the API at "v1": apiLoader({ published }).data (@acme/ui/api.json) is an installed package, not the repository\'s: give the version\'s API data as a file (api)',
    );
  });
});
