// "A release made with `changeset version` shows up on the next build with no other step": this
// repository's own packages and pending changesets are copied to a temporary folder, `changeset version`
// runs there, and the releases loader — what the docs site builds its releases page from — is read
// before and after.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loaderContext, writeMonorepo } from '../test/monorepo.js';
import { readReleases } from './package-releases.js';
import { packageReleasesSchema, releasesLoader } from './releases-loader.js';

const repository = fileURLToPath(new URL('../../../..', import.meta.url));
const changesetCli = path.join(repository, 'node_modules/@changesets/cli/bin.js');

/** The folders of the workspace's packages, from the repository's root, as pnpm reads them. */
function workspaceFolders(): string[] {
  const listed = execFileSync('pnpm', ['ls', '--recursive', '--depth', '-1', '--json'], {
    cwd: repository,
    encoding: 'utf8',
  });
  return (JSON.parse(listed) as { path: string }[])
    .map((project) => path.relative(repository, project.path).split(path.sep).join('/'))
    .filter((folder) => folder !== '');
}

/** What changesets reads: the root's files, every package.json and changelog, the pending changesets. */
function copyOfTheRepository() {
  const files: Record<string, string> = {};
  const copy = (file: string) => {
    if (existsSync(path.join(repository, file)))
      files[file] = readFileSync(path.join(repository, file), 'utf8');
  };
  copy('package.json');
  copy('pnpm-workspace.yaml');
  for (const folder of workspaceFolders()) {
    copy(`${folder}/package.json`);
    copy(`${folder}/CHANGELOG.md`);
  }
  for (const file of readdirSync(path.join(repository, '.changeset'))) copy(`.changeset/${file}`);
  // One changeset of the test's own, so there is something to release whatever is pending in the repository.
  files['.changeset/test-only-release.md'] =
    "---\n'@lectern/redirects': patch\n---\n\nFixes a thing, in this test only.\n";
  return writeMonorepo(files);
}

/** What the releases loader stores, by package name. */
async function loaded(root: string) {
  const { context, entries } = loaderContext(root, (data) => packageReleasesSchema.parse(data));
  await releasesLoader({ root: '.' }).load(context);
  return new Map([...entries.values()].map((entry) => [entry.id, packageReleasesSchema.parse(entry.data)]));
}

describe('a release made with changeset version', () => {
  let repo: ReturnType<typeof writeMonorepo>;
  let before: Awaited<ReturnType<typeof loaded>>;
  let after: Awaited<ReturnType<typeof loaded>>;

  beforeAll(async () => {
    repo = copyOfTheRepository();
    before = await loaded(repo.root);
    execFileSync(process.execPath, [changesetCli, 'version'], { cwd: repo.root, stdio: 'pipe' });
    after = await loaded(repo.root);
  }, 60_000);

  afterAll(() => repo?.remove());

  it('was pending before: every published package is listed, some with an upcoming release', () => {
    expect([...before.keys()]).toContain('@lectern/redirects');
    expect(
      before.get('@lectern/redirects')?.upcoming?.sections.flatMap((section) => section.notes),
    ).toContain('Fixes a thing, in this test only.');
    // The site and the tooling are private: not published, not listed.
    expect([...before.keys()]).not.toContain('@lectern/docs');
    expect([...before.keys()]).not.toContain('@lectern/tooling');
  });

  it('shows up as released, with the notes the page showed as upcoming, and nothing upcoming', () => {
    expect([...after.keys()]).toEqual([...before.keys()]);
    const released = [...before.values()].filter((entry) => entry.upcoming);
    expect(released.length).toBeGreaterThan(0);
    for (const { name, upcoming, releases } of released) {
      const now = after.get(name);
      expect(now?.version, name).toBe(upcoming?.version);
      expect(now?.upcoming, name).toBeUndefined();
      expect(now?.releases[0], name).toEqual({ version: upcoming?.version, sections: upcoming?.sections });
      expect(now?.releases.slice(1), name).toEqual(releases);
    }
  });

  it('changes nothing for the packages without pending changes', () => {
    for (const entry of before.values()) {
      if (!entry.upcoming) expect(after.get(entry.name)).toEqual(entry);
    }
  });

  it('is what readReleases gives too', async () => {
    const direct = await readReleases(repo.root);
    expect(direct.map((entry) => entry.name)).toEqual([...after.keys()]);
  });
});
