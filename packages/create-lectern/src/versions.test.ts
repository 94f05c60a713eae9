import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const own = read('../package.json');

describe('the versions a new site depends on', () => {
  // A new site installs what this repository builds and tests: the Lectern packages of this release,
  // and the versions of Astro, React, the Node adapter and DocSearch the docs site and its tests use.
  const workspace: Record<string, string> = {
    ...read('../../../apps/docs/package.json').dependencies,
    ...read('../../../apps/docs/package.json').devDependencies,
    ...read('../../../apps/fresh-sites/fixtures/astro-site/package.json').dependencies,
    '@lectern/astro': read('../../astro/package.json').version,
    '@lectern/accounts': read('../../accounts/package.json').version,
  };

  it.each(
    Object.entries({
      ...own.lectern.dependencies,
      ...own.lectern.devDependencies,
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
