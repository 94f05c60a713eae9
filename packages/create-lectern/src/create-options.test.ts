import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseArguments, titleFromFolder, withDefaults } from './create-options.js';

const cwd = mkdtempSync(path.join(tmpdir(), 'create-lectern-options-'));
const tarballs = path.join(cwd, 'tarballs');
mkdirSync(tarballs);
writeFileSync(path.join(tarballs, 'lectern-astro-0.1.0.tgz'), '');
mkdirSync(path.join(cwd, 'empty'));
// A React library beside the site, the same one linked into node_modules (a workspace package), and an
// installed package.
mkdirSync(path.join(cwd, 'ui/src'), { recursive: true });
writeFileSync(path.join(cwd, 'ui/src/index.ts'), "export { Button } from './Button';\n");
writeFileSync(path.join(cwd, 'ui/tsconfig.json'), '{}\n');
mkdirSync(path.join(cwd, 'node_modules/installed-ui/src'), { recursive: true });
writeFileSync(path.join(cwd, 'node_modules/installed-ui/src/index.ts'), '');
symlinkSync(path.join(cwd, 'ui'), path.join(cwd, 'node_modules/workspace-ui'), 'dir');
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const problems = (argv: string[]) => {
  const result = parseArguments(argv, cwd);
  return result.ok ? [] : result.problems;
};

describe('parseArguments', () => {
  it('reads every flag', () => {
    const result = parseArguments(
      [
        'docs',
        '--title',
        ' Kit ',
        '--site',
        'https://docs.example.com',
        '--languages',
        'en, zh-CN,ar',
        '--search',
        'algolia',
        '--algolia-app-id',
        'APP',
        '--algolia-api-key',
        'KEY',
        '--algolia-index',
        'docs',
        '--accounts',
        '--api',
        'ui/src/index.ts',
        '--api-tsconfig',
        'ui/tsconfig.json',
        '--package-manager',
        'pnpm',
        '--packages',
        'tarballs',
        '--no-install',
        '-y',
      ],
      cwd,
    );
    expect(result).toEqual({
      ok: true,
      given: {
        directory: 'docs',
        title: 'Kit',
        site: 'https://docs.example.com',
        languages: ['en', 'zh-CN', 'ar'],
        search: 'algolia',
        algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'docs' },
        accounts: true,
        api: { entry: path.join(cwd, 'ui/src/index.ts'), tsconfig: path.join(cwd, 'ui/tsconfig.json') },
        packageManager: 'pnpm',
        packages: tarballs,
        install: false,
        yes: true,
        help: false,
        version: false,
      },
    });
  });

  it.each<[string, string[], string[]]>([
    ['an unknown flag', ['--theme', 'dark'], ['unknown option --theme (create-lectern --help lists them)']],
    ['a flag without its value', ['--title'], ['--title needs a value']],
    ['two folders', ['a', 'b'], ['expected one folder for the site (got "a", "b")']],
    [
      'a wrong language code',
      ['--languages', 'en,English'],
      ['--languages: "English" is not a language code such as en, de or zh-CN'],
    ],
    ['no language', ['--languages', ','], ['--languages: expected at least one language code, such as en']],
    [
      'an unknown search',
      ['--search', 'google'],
      ['--search: expected one of local, algolia, none (got "google")'],
    ],
    [
      'algolia without its settings',
      ['--search', 'algolia', '--algolia-app-id', 'APP'],
      [
        '--search algolia: --algolia-api-key is missing (DocSearch gives it with your index)',
        '--search algolia: --algolia-index is missing (DocSearch gives it with your index)',
      ],
    ],
    [
      'algolia settings without algolia',
      ['--algolia-index', 'x'],
      ['--algolia-app-id, --algolia-api-key and --algolia-index go with --search algolia'],
    ],
    [
      'an address that is not one',
      ['--site', 'docs.example.com'],
      [
        '--site: expected the address the site will be published at, such as https://docs.example.com (got "docs.example.com")',
      ],
    ],
    [
      'an address of another kind',
      ['--site', 'ftp://example.com'],
      ['--site: expected an http or https address (got "ftp://example.com")'],
    ],
    [
      'an unknown package manager',
      ['--package-manager', 'bun'],
      ['--package-manager: expected one of npm, pnpm, yarn (got "bun")'],
    ],
    ['opposite flags', ['--accounts', '--no-accounts'], ['--accounts and --no-accounts say the opposite']],
    ['a packages folder that is not there', ['--packages', 'nowhere'], ['--packages: no folder "nowhere"']],
    [
      'a packages folder without Lectern',
      ['--packages', 'empty'],
      ['--packages: "empty" holds no packed @lectern/astro (lectern-astro-<version>.tgz, from pnpm pack)'],
    ],
    ['an empty title', ['--title', '  '], ['--title: expected a title (got an empty one)']],
    [
      'a library entry that is not there',
      ['--api', 'ui/src/main.ts'],
      [
        '--api: no file "ui/src/main.ts" (expected the module that exports your React components, such as ../ui/src/index.ts)',
      ],
    ],
    [
      'a library folder',
      ['--api', 'ui'],
      [
        '--api: "ui" is a folder (expected the module that exports your React components, such as ../ui/src/index.ts)',
      ],
    ],
    [
      'an installed package',
      ['--api', 'node_modules/installed-ui/src/index.ts'],
      [
        '--api: "node_modules/installed-ui/src/index.ts" is an installed package: the API is read from the library\'s source, not from node_modules (give its own folder\'s src/index.ts)',
      ],
    ],
    [
      'a tsconfig without a library',
      ['--api-tsconfig', 'ui/tsconfig.json'],
      ['--api-tsconfig goes with --api (it is the tsconfig.json of the library --api names)'],
    ],
    [
      'a tsconfig that is not there',
      ['--api', 'ui/src/index.ts', '--api-tsconfig', 'ui/tsconfig.build.json'],
      ['--api-tsconfig: no file "ui/tsconfig.build.json"'],
    ],
  ])('names %s', (_case, argv, expected) => {
    expect(problems(argv)).toEqual(expected);
  });
});

describe('--api', () => {
  it('reads a workspace package linked into node_modules from its own folder, and takes no tsconfig by default', () => {
    const result = parseArguments(['--api', 'node_modules/workspace-ui/src/index.ts'], cwd);
    expect(result.ok && result.given.api).toEqual({
      entry: realpathSync(path.join(cwd, 'ui/src/index.ts')),
      tsconfig: undefined,
    });
  });
});

describe('withDefaults', () => {
  it('takes the defaults for what was not given', () => {
    const result = parseArguments([], cwd);
    if (!result.ok) throw new Error('expected no problems');
    expect(withDefaults(result.given, 'pnpm')).toEqual({
      directory: 'my-docs',
      title: 'My docs',
      site: undefined,
      languages: ['en'],
      search: 'local',
      algolia: undefined,
      accounts: false,
      api: undefined,
      packageManager: 'pnpm',
      packages: undefined,
      install: true,
    });
  });
});

describe('titleFromFolder', () => {
  it.each([
    ['my-docs', 'My docs'],
    ['packages/ui-kit_docs', 'Ui kit docs'],
    ['.', titleFromFolder(process.cwd())],
  ])('titles %j %j', (folder, title) => {
    expect(titleFromFolder(folder)).toBe(title);
  });
});
