import { unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGESET_CONFIG, loaderContext, writeMonorepo } from '../test/monorepo.js';
import { packageReleasesSchema, releasesLoader } from './releases-loader.js';

let remove = () => {};
afterEach(() => remove());

function monorepo() {
  const repo = writeMonorepo({
    'package.json': JSON.stringify({ name: 'root', private: true }),
    'pnpm-workspace.yaml': 'packages:\n  - packages/*\n  - site\n',
    'packages/alpha/package.json': JSON.stringify({ name: '@x/alpha', version: '1.0.0' }),
    'site/package.json': JSON.stringify({ name: 'site', version: '0.0.0', private: true }),
    '.changeset/config.json': CHANGESET_CONFIG,
    '.changeset/first.md': "---\n'@x/alpha': minor\n---\n\nAdds a thing.\n",
  });
  remove = repo.remove;
  return repo.root;
}

describe('releasesLoader', () => {
  it('stores one entry per published package, read from the monorepo root relative to the site', async () => {
    const root = monorepo();
    const { context, entries, logged } = loaderContext(path.join(root, 'site'), (data) =>
      packageReleasesSchema.parse(data),
    );
    await releasesLoader({ root: '..' }).load(context);
    expect([...entries.keys()]).toEqual(['@x/alpha']);
    expect(entries.get('@x/alpha')?.data).toMatchObject({
      name: '@x/alpha',
      version: '1.0.0',
      directory: 'packages/alpha',
      upcoming: { version: '1.1.0', bump: 'minor', sections: [{ kind: 'minor', notes: ['Adds a thing.'] }] },
      releases: [],
    });
    expect(logged).toEqual(['1 packages, 0 releases, 1 upcoming']);
  });

  it('in the dev server, watches the changesets and changelogs and reads them again when one changes', async () => {
    const root = monorepo();
    const { context, entries } = loaderContext(root, (data) => packageReleasesSchema.parse(data));
    const listeners: ((event: string, file: string) => void)[] = [];
    const watcher = {
      add: vi.fn(),
      on: vi.fn((_name: string, listener: (typeof listeners)[number]) => listeners.push(listener)),
    };
    await releasesLoader().load({ ...context, watcher } as never);
    expect(watcher.add).toHaveBeenCalledWith([
      path.join(root, '.changeset'),
      path.join(root, 'packages/alpha/CHANGELOG.md'),
      path.join(root, 'packages/alpha/package.json'),
    ]);

    // `changeset version` writes the changelog and the new version.
    writeFileSync(
      path.join(root, 'packages/alpha/CHANGELOG.md'),
      '# @x/alpha\n\n## 1.1.0\n\n### Minor Changes\n\n- Adds a thing.\n',
    );
    writeFileSync(
      path.join(root, 'packages/alpha/package.json'),
      JSON.stringify({ name: '@x/alpha', version: '1.1.0' }),
    );
    unlinkSync(path.join(root, '.changeset/first.md'));
    for (const listener of listeners) listener('change', path.join(root, 'src/unrelated.ts'));
    expect(entries.get('@x/alpha')?.data).toMatchObject({ version: '1.0.0' });
    for (const listener of listeners) listener('change', path.join(root, 'packages/alpha/CHANGELOG.md'));
    await vi.waitFor(() => expect(entries.get('@x/alpha')?.data).toMatchObject({ version: '1.1.0' }));
    expect(entries.get('@x/alpha')?.data).toMatchObject({
      releases: [{ version: '1.1.0', sections: [{ kind: 'minor', notes: ['Adds a thing.'] }] }],
    });
  });
});
