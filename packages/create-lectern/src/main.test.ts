import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type CreateContext, main, nextSteps, oldNodeWarning, scaffoldVersions } from './main.js';
import { packed } from './test/packed.js';

const work = mkdtempSync(path.join(tmpdir(), 'create-lectern-main-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A folder of its own for one test. */
function folder(name: string): string {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A package manager stand-in on PATH: it writes what it saw (its arguments, the .npmrc) and exits. */
function fakePackageManager(name: string, status: number): { env: NodeJS.ProcessEnv; log: string } {
  const bin = folder(`bin-${name}-${status}`);
  const log = path.join(bin, 'log.txt');
  const script = path.join(bin, name);
  writeFileSync(
    script,
    `#!/bin/sh\necho "args: $*" >> "${log}"\necho "npmrc: $(cat .npmrc 2>/dev/null)" >> "${log}"\nexit ${status}\n`,
  );
  chmodSync(script, 0o755);
  return {
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      npm_config_user_agent: `${name}/1.0.0`,
    },
    log,
  };
}

async function run(argv: string[], context: Partial<CreateContext> & { cwd: string }) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => {
    out += chunk;
  });
  stderr.on('data', (chunk) => {
    err += chunk;
  });
  const status = await main(argv, {
    env: {},
    interactive: false,
    nodeVersion: '24.21.0',
    stdout,
    stderr,
    ...context,
  });
  return { status, out, err };
}

describe('create-lectern', () => {
  it('prints its help and its version', async () => {
    const cwd = folder('help');
    expect((await run(['--help'], { cwd })).out).toContain('Usage: create-lectern [folder] [options]');
    const version = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
    expect((await run(['-v'], { cwd })).out.trim()).toBe(version);
  });

  it('writes a site, asking nothing when not on a terminal, and says the three commands', async () => {
    const cwd = folder('plain');
    const { status, out, err } = await run(['my-docs', '--no-install'], { cwd });
    expect(err).toBe('');
    expect(status).toBe(0);
    expect(out).toContain('Wrote My docs into my-docs: 15 files.');
    expect(out).toContain('  cd my-docs\n  npm install\n  npm run dev');
    expect(existsSync(path.join(cwd, 'my-docs/src/content/docs/en/components/button.md'))).toBe(true);
    expect(readFileSync(path.join(cwd, 'my-docs/.gitignore'), 'utf8')).toContain('node_modules/');
  });

  it('with --api, writes the library’s entry and tsconfig from the new site’s folder', async () => {
    const cwd = folder('api');
    mkdirSync(path.join(cwd, 'ui/src'), { recursive: true });
    writeFileSync(path.join(cwd, 'ui/src/index.ts'), "export { Rating } from './Rating';\n");
    writeFileSync(path.join(cwd, 'ui/tsconfig.json'), '{}\n');
    const argv = [
      'sites/docs',
      '--api',
      'ui/src/index.ts',
      '--api-tsconfig',
      'ui/tsconfig.json',
      '--no-install',
    ];
    const { status, out, err } = await run(argv, { cwd });
    expect(err).toBe('');
    expect(status).toBe(0);
    expect(out).toContain('Wrote Docs into sites/docs: 14 files.');
    expect(readFileSync(path.join(cwd, 'sites/docs/src/content.config.ts'), 'utf8')).toContain(
      "react: { entry: '../../ui/src/index.ts', tsconfig: '../../ui/tsconfig.json' },",
    );
  });

  it('refuses a folder that holds files, naming them, and writes nothing', async () => {
    const cwd = folder('taken');
    mkdirSync(path.join(cwd, 'docs/.git'), { recursive: true });
    writeFileSync(path.join(cwd, 'docs/notes.md'), 'mine');
    const { status, err } = await run(['docs', '--no-install'], { cwd });
    expect(status).toBe(1);
    expect(err).toBe(
      'create-lectern: docs is not empty (it holds notes.md): choose a new folder, or empty it\n',
    );
    expect(existsSync(path.join(cwd, 'docs/package.json'))).toBe(false);
  });

  it('names every wrong flag, and where the help is', async () => {
    const { status, err } = await run(['--search', 'google', '--languages', 'English'], {
      cwd: folder('wrong'),
    });
    expect(status).toBe(1);
    expect(err).toBe(
      [
        'create-lectern: --languages: "English" is not a language code such as en, de or zh-CN',
        'create-lectern: --search: expected one of local, algolia, none (got "google")',
        'create-lectern: create-lectern --help lists the options',
        '',
      ].join('\n'),
    );
  });

  it('installs with the package manager that started it, from packed packages through a registry of its own', async () => {
    const cwd = folder('packed');
    const tarballs = folder('packed-tarballs');
    writeFileSync(
      path.join(tarballs, 'lectern-astro-0.2.0.tgz'),
      packed({ 'package/package.json': JSON.stringify({ name: '@lectern/astro', version: '0.2.0' }) }),
    );
    const pnpm = fakePackageManager('pnpm', 0);
    const { status, out } = await run(['site', '--packages', tarballs], { cwd, env: pnpm.env });
    expect(status).toBe(0);
    expect(out).toContain('Installing its dependencies with pnpm…');
    expect(out).toContain('  pnpm dev ');
    const log = readFileSync(pnpm.log, 'utf8');
    expect(log).toContain('args: install --no-frozen-lockfile');
    expect(log).toMatch(/npmrc: @lectern:registry=http:\/\/127\.0\.0\.1:\d+\//);
    // The registry's settings were for the install only.
    expect(existsSync(path.join(cwd, 'site/.npmrc'))).toBe(false);
    const manifest = JSON.parse(readFileSync(path.join(cwd, 'site/package.json'), 'utf8'));
    expect(manifest.dependencies['@lectern/astro']).toBe('^0.2.0');
    expect(readFileSync(path.join(cwd, 'site/pnpm-workspace.yaml'), 'utf8')).toContain('esbuild: true');
  });

  it('migrates a site and installs it from packed packages too (migrate --packages)', async () => {
    const cwd = folder('migrate-packed');
    const tarballs = folder('migrate-packed-tarballs');
    writeFileSync(
      path.join(tarballs, 'lectern-astro-0.3.0.tgz'),
      packed({ 'package/package.json': JSON.stringify({ name: '@lectern/astro', version: '0.3.0' }) }),
    );
    const pnpm = fakePackageManager('pnpm', 0);
    const source = fileURLToPath(new URL('../fixtures/docusaurus', import.meta.url));
    const { status } = await run(['migrate', 'docusaurus', source, 'site', '--packages', tarballs], {
      cwd,
      env: pnpm.env,
    });
    expect(status).toBe(0);
    expect(readFileSync(pnpm.log, 'utf8')).toMatch(/npmrc: @lectern:registry=http:\/\/127\.0\.0\.1:\d+\//);
    const manifest = JSON.parse(readFileSync(path.join(cwd, 'site/package.json'), 'utf8'));
    expect(manifest.dependencies['@lectern/astro']).toBe('^0.3.0');
    expect(readFileSync(path.join(cwd, 'site/pnpm-workspace.yaml'), 'utf8')).toContain(
      'verifyDepsBeforeRun: false',
    );
    const missing = await run(['migrate', 'docusaurus', source, 'other', '--packages', cwd], { cwd });
    expect(missing.status).toBe(1);
    expect(missing.err).toContain('create-lectern: --packages: ');
    expect(missing.err).toContain('holds no packed @lectern/astro');
  });

  it('says what to run when the install fails, and ends with its status', async () => {
    const npm = fakePackageManager('npm', 3);
    const { status, err } = await run(['site'], { cwd: folder('failing'), env: npm.env });
    expect(status).toBe(3);
    expect(err).toContain(
      "create-lectern: npm could not install the site's dependencies (exit 3); the files are written: run npm install in site once the problem above is solved",
    );
  });

  it('asks for the choices on a terminal, and writes nothing when cancelled', async () => {
    const cwd = folder('asked');
    const asked = await run(['--no-install'], {
      cwd,
      interactive: true,
      ask: async (given) => ({ ...given, directory: 'kit', title: 'Kit' }),
    });
    expect(asked.out).toContain('Wrote Kit into kit');
    const cancelled = await run([], { cwd, interactive: true, ask: async () => undefined });
    expect(cancelled.status).toBe(1);
    expect(cancelled.err).toBe('create-lectern: cancelled: nothing was written\n');
    // --yes asks nothing, even on a terminal.
    const yes = await run(['quiet', '--yes', '--no-install'], {
      cwd,
      interactive: true,
      ask: async () => {
        throw new Error('asked');
      },
    });
    expect(yes.status).toBe(0);
  });

  it('warns on a Node.js too old for the site', async () => {
    const { err } = await run(['old', '--no-install'], { cwd: folder('old'), nodeVersion: '20.19.0' });
    expect(err).toContain('create-lectern: this is Node.js 20.19.0; the site needs 22.12 or newer (Astro 7)');
  });
});

describe('oldNodeWarning', () => {
  it.each([
    ['22.12.0', false],
    ['24.0.0', false],
    ['22.11.9', true],
    ['18.20.0', true],
  ])('for Node.js %s warns: %s', (version, warns) => {
    expect(oldNodeWarning(version) !== undefined).toBe(warns);
  });
});

describe('scaffoldVersions', () => {
  it('takes each packed package’s version, and the release’s for the others', () => {
    const manifest = {
      lectern: {
        dependencies: { '@lectern/astro': '^0.1.0', astro: '^7.3.5' },
        devDependencies: {},
        reactApi: {},
        accounts: { '@lectern/accounts': '^0.1.0' },
        algolia: {},
      },
    };
    const packages = new Map([
      ['@lectern/astro', ['0.1.0', '0.3.0']],
      ['@lectern/accounts', ['0.3.0']],
    ]);
    expect(scaffoldVersions(manifest, { packages })).toMatchObject({
      dependencies: { '@lectern/astro': '^0.3.0', astro: '^7.3.5' },
      accounts: { '@lectern/accounts': '^0.3.0' },
    });
    expect(scaffoldVersions(manifest, undefined).dependencies['@lectern/astro']).toBe('^0.1.0');
  });
});

describe('nextSteps', () => {
  it('quotes a folder with a space, and leaves cd out for the current folder', () => {
    const options = {
      directory: 'my docs',
      title: 'Docs',
      site: undefined,
      languages: ['en'],
      search: 'local' as const,
      algolia: undefined,
      accounts: false,
      api: undefined,
      packageManager: 'yarn' as const,
      packages: undefined,
      install: true,
    };
    expect(nextSteps(options, 'my docs')).toContain('  cd "my docs"\n  yarn dev');
    expect(nextSteps(options, '.')).not.toContain('cd ');
  });
});
