import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const own = read('../package.json');

describe('the versions a new site depends on', () => {
  // A new site installs what this repository builds and tests: the Lectern packages of this release,
  // and the versions of Astro, React, the Node adapter, DocSearch and the API reader's TypeScript and
  // react-docgen-typescript the workspace's packages and apps use.
  const manifests = ['../../../packages/', '../../../apps/'].flatMap((folder) =>
    readdirSync(new URL(folder, import.meta.url)).map((name) => read(`${folder}${name}/package.json`)),
  );
  const workspace: Record<string, string | undefined> = Object.assign(
    {},
    ...manifests.flatMap((manifest) => [manifest.dependencies, manifest.devDependencies]),
    ...manifests.map((manifest) => ({ [manifest.name]: manifest.version })),
  );
  // DocSearch's styles are released with DocSearch itself, at the same version.
  workspace['@docsearch/css'] ??= workspace['@docsearch/js'];

  it.each(
    Object.entries({
      ...own.lectern.dependencies,
      ...own.lectern.devDependencies,
      ...own.lectern.reactApi,
      ...own.lectern.accounts,
      ...own.lectern.algolia,
    }) as [string, string][],
  )('%s is ^ the version this repository uses (%s)', (name, range) => {
    const used = workspace[name];
    expect(used, `${name} is not used in this repository`).toBeDefined();
    expect(range).toBe(`^${String(used).replace(/^[\^~]/, '')}`);
  });

  it('the Lectern packages are released at create-lectern’s version', () => {
    expect(own.lectern.dependencies['@lectern/astro']).toBe(`^${own.version}`);
  });
});
