import { afterEach, describe, expect, it } from 'vitest';
import { CHANGESET_CONFIG, writeMonorepo } from '../test/monorepo.js';
import { ChangelogError } from './changelog.js';
import { readReleases, upcomingRelease, updatedDependencies } from './package-releases.js';

const packageJson = (name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name, version: '1.0.0', ...extra });

let remove = () => {};
afterEach(() => remove());

function monorepo(files: Record<string, string>) {
  const repo = writeMonorepo({
    'package.json': JSON.stringify({ name: 'root', private: true }),
    'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
    'packages/alpha/package.json': packageJson('@x/alpha', { dependencies: { '@x/beta': 'workspace:^' } }),
    'packages/beta/package.json': packageJson('@x/beta'),
    'packages/site/package.json': packageJson('@x/site', { private: true }),
    ...files,
  });
  remove = repo.remove;
  return repo.root;
}

describe('upcomingRelease', () => {
  const plan = {
    preState: undefined,
    changesets: [
      { id: 'a', summary: 'Adds `x`.', releases: [{ name: '@x/alpha', type: 'minor' as const }] },
      { id: 'b', summary: 'Fixes y.', releases: [{ name: '@x/alpha', type: 'patch' as const }] },
      { id: 'c', summary: 'Fixes z.', releases: [{ name: '@x/beta', type: 'patch' as const }] },
    ],
    releases: [
      {
        name: '@x/alpha',
        type: 'minor' as const,
        oldVersion: '1.0.0',
        newVersion: '1.1.0',
        changesets: ['a', 'b'],
      },
      {
        name: '@x/beta',
        type: 'patch' as const,
        oldVersion: '1.0.0',
        newVersion: '1.0.1',
        changesets: ['c'],
      },
    ],
  };

  it('gives the new version, the bump, and the notes of its changesets by kind with its updated dependencies', () => {
    const alpha = { name: '@x/alpha', version: '1.0.0', dependencies: { '@x/beta': '^1.0.0' } };
    expect(upcomingRelease(alpha, plan)).toEqual({
      version: '1.1.0',
      bump: 'minor',
      sections: [
        { kind: 'minor', title: 'Minor Changes', notes: ['Adds <code>x</code>.'] },
        {
          kind: 'patch',
          title: 'Patch Changes',
          notes: ['Fixes y.', 'Updated dependencies<ul><li><code>@x/beta@1.0.1</code></li></ul>'],
        },
      ],
    });
  });

  it('gives nothing for a package the plan does not release', () => {
    expect(upcomingRelease({ name: '@x/gamma', version: '1.0.0' }, plan)).toBeUndefined();
  });
});

describe('readReleases', () => {
  it('lists the published packages by name with their changelogs, newest first, and the upcoming releases', async () => {
    const root = monorepo({
      '.changeset/config.json': CHANGESET_CONFIG,
      '.changeset/new-thing.md': "---\n'@x/beta': major\n---\n\nRemoves an old thing.\n",
      'packages/beta/CHANGELOG.md':
        '# @x/beta\n\n## 0.9.0\n\n### Minor Changes\n\n- Older.\n\n## 1.0.0\n\n### Major Changes\n\n- Newer.\n',
    });
    const packages = await readReleases(root);
    expect(packages.map((entry) => [entry.name, entry.directory, entry.version])).toEqual([
      ['@x/alpha', 'packages/alpha', '1.0.0'],
      ['@x/beta', 'packages/beta', '1.0.0'],
    ]);
    const [alpha, beta] = packages;
    expect(beta?.releases.map((release) => release.version)).toEqual(['1.0.0', '0.9.0']);
    expect(beta?.upcoming).toMatchObject({ version: '2.0.0', bump: 'major' });
    expect(beta?.upcoming?.sections[0]?.notes).toEqual(['Removes an old thing.']);
    // alpha depends on beta, whose new version leaves its range: changesets releases it too, noting why.
    expect(alpha?.releases).toEqual([]);
    expect(alpha?.upcoming).toMatchObject({ version: '1.0.1', bump: 'patch' });
    expect(alpha?.upcoming?.sections[0]?.notes).toEqual([
      'Updated dependencies<ul><li><code>@x/beta@2.0.0</code></li></ul>',
    ]);
  });

  it('has no upcoming release without changesets in the repository', async () => {
    const packages = await readReleases(monorepo({}));
    expect(packages.map((entry) => entry.upcoming)).toEqual([undefined, undefined]);
  });

  it('fails naming the changelog and the line of a heading that is not a version', async () => {
    const root = monorepo({ 'packages/alpha/CHANGELOG.md': '# @x/alpha\n\n## Next\n' });
    await expect(readReleases(root)).rejects.toThrow(ChangelogError);
    await expect(readReleases(root)).rejects.toThrow(
      'packages/alpha/CHANGELOG.md:3: expected a version heading',
    );
  });
});

describe('updatedDependencies', () => {
  const plan = (type: 'patch' | 'minor' | 'major', newVersion: string) => ({
    preState: undefined,
    changesets: [],
    releases: [{ name: '@x/beta', type, oldVersion: '1.0.0', newVersion, changesets: [] }],
  });
  const dependent = (list: 'dependencies' | 'peerDependencies' | 'devDependencies', range: string) => ({
    name: '@x/alpha',
    version: '1.0.0',
    [list]: { '@x/beta': range },
  });

  it.each([
    [
      'a dependency released at all, by default',
      dependent('dependencies', 'workspace:^'),
      plan('patch', '1.0.1'),
      {},
      true,
    ],
    [
      'a dependency in range below the minimum bump',
      dependent('dependencies', 'workspace:^'),
      plan('patch', '1.0.1'),
      { minimumBump: 'minor' as const },
      false,
    ],
    [
      'a dependency leaving its range below the minimum bump',
      dependent('dependencies', 'workspace:~'),
      plan('minor', '1.1.0'),
      { minimumBump: 'minor' as const },
      true,
    ],
    [
      'a workspace:* dependency',
      dependent('dependencies', 'workspace:*'),
      plan('patch', '1.0.1'),
      { minimumBump: 'minor' as const },
      true,
    ],
    [
      'a peer dependency, by default',
      dependent('peerDependencies', 'workspace:^'),
      plan('patch', '1.0.1'),
      {},
      true,
    ],
    [
      'a peer in range when only out-of-range peers count',
      dependent('peerDependencies', 'workspace:^'),
      plan('patch', '1.0.1'),
      { peersOnlyOutOfRange: true },
      false,
    ],
    [
      'a peer out of range when only out-of-range peers count',
      dependent('peerDependencies', '^1.0.0'),
      plan('major', '2.0.0'),
      { peersOnlyOutOfRange: true },
      true,
    ],
    ['a dev dependency', dependent('devDependencies', 'workspace:*'), plan('major', '2.0.0'), {}, false],
  ])('%s: %s', (_, packageJson, releasePlan, options, noted) => {
    const settings = { minimumBump: 'patch' as const, peersOnlyOutOfRange: false, ...options };
    expect(updatedDependencies(packageJson, releasePlan, settings)).toEqual(
      noted ? [`@x/beta@${releasePlan.releases[0]?.newVersion}`] : [],
    );
  });
});
