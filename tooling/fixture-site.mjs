// Test helper: a tiny Astro site with Lectern in a temporary folder outside the repository (so outside
// git), built with the real `astro build` in a child process, whose output the tests read. The site
// installs @lectern/astro as it is published (its dist/), with the packages a site installs beside it
// linked from @lectern/astro's own dependencies.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of @lectern/astro as the module at `from` finds it: in the nearest `node_modules` above it
 * that has it (the workspace's package, its link followed).
 *
 * @param {string | URL} from
 */
export function astroPackageFolder(from) {
  const start = path.dirname(fileURLToPath(from));
  for (let folder = start; ; folder = path.dirname(folder)) {
    const installed = path.join(folder, 'node_modules', '@lectern', 'astro');
    if (existsSync(path.join(installed, 'package.json'))) return realpathSync(installed);
    if (path.dirname(folder) === folder) throw new Error(`@lectern/astro is not installed above ${start}`);
  }
}

/** What a Lectern site installs beside `@lectern/astro` (linked from @lectern/astro's own dependencies). */
const LINKED = [
  'astro',
  'react',
  'react-dom',
  '@astrojs/mdx',
  '@astrojs/react',
  '@lectern/theme-core',
  '@lectern/theme-react',
];

/**
 * The newest modification time of the files under a folder that go into the build (no tests or helpers).
 *
 * @param {string} dir
 */
function newest(dir) {
  let found = { file: '', time: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || entry.name.includes('.test.') || file.includes(`${path.sep}test${path.sep}`))
      continue;
    const time = statSync(file).mtimeMs;
    if (time > found.time) found = { file, time };
  }
  return found;
}

/**
 * The site installs @lectern/astro as it is published, from `dist/`: fails, saying what to run, when it
 * is missing or older than the source.
 *
 * @param {string} packageDir
 */
function checkBuilt(packageDir) {
  const built = path.join(packageDir, 'dist', 'index.js');
  let builtAt;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    throw new Error('@lectern/astro is not built: run `turbo run build --filter=@lectern/astro` first');
  }
  const source = newest(path.join(packageDir, 'src'));
  if (source.time > builtAt) {
    throw new Error(
      `@lectern/astro's dist/ is older than ${path.relative(packageDir, source.file)}: run \`turbo run build --filter=@lectern/astro\` first`,
    );
  }
}

/**
 * The environment Astro runs in, as a site's would: not the test runner's `NODE_ENV=test` (with which
 * React's development build meets its production build, and complains), nor its other settings.
 */
function siteEnv() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', CI: '' };
}

/**
 * A Lectern site with `files` (its config, content…), @lectern/astro installed from `astroPackage` (see
 * {@link astroPackageFolder}) and the other packages linked from its dependencies.
 *
 * @param {Record<string, string>} files
 * @param {{ astroPackage: string }} options
 */
export function fixtureSite(files, { astroPackage: packageDir }) {
  checkBuilt(packageDir);
  const modules = path.join(packageDir, 'node_modules');
  const astroBin = path.join(modules, 'astro', 'bin', 'astro.mjs');
  const root = mkdtempSync(path.join(tmpdir(), 'lectern-site-'));
  const link = (name, target) => {
    mkdirSync(path.dirname(path.join(root, 'node_modules', name)), { recursive: true });
    symlinkSync(target, path.join(root, 'node_modules', name), 'dir');
  };
  for (const name of LINKED) link(name, realpathSync(path.join(modules, name)));
  // @lectern/astro as installed: its manifest and build, with its own dependencies beside them. (A link to
  // the package folder would put its files outside the site and outside any node_modules.)
  const installed = path.join(root, 'node_modules', '@lectern', 'astro');
  mkdirSync(installed, { recursive: true });
  cpSync(path.join(packageDir, 'package.json'), path.join(installed, 'package.json'));
  cpSync(path.join(packageDir, 'dist'), path.join(installed, 'dist'), { recursive: true });
  symlinkSync(modules, path.join(installed, 'node_modules'), 'dir');
  const dependencies = Object.fromEntries(['@lectern/astro', ...LINKED].map((name) => [name, '*']));
  /** @type {import('./fixture-site.d.mts').FixtureSite} */
  const site = {
    root,
    write(more) {
      for (const [file, text] of Object.entries(more)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      }
    },
    read: (file) => readFileSync(path.join(root, 'dist', file), 'utf8'),
    build({ timeoutMs = 120_000 } = {}) {
      const result = spawnSync(process.execPath, [astroBin, 'build'], {
        cwd: root,
        encoding: 'utf8',
        env: siteEnv(),
        timeout: timeoutMs,
      });
      // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is removed
      const printed = `${result.stdout}${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
      // A build ended for taking too long says so first: the assertion messages show the output's start.
      const ended = result.error
        ? `astro build ended: ${result.error.message} (after ${timeoutMs} ms)\n`
        : '';
      return { status: result.status, output: `${ended}${printed}` };
    },
    async dev(port) {
      const child = spawn(
        process.execPath,
        [astroBin, 'dev', '--port', String(port), '--host', '127.0.0.1'],
        {
          cwd: root,
          env: siteEnv(),
        },
      );
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const origin = `http://127.0.0.1:${port}`;
      const stop = () => child.kill();
      // A first start syncs the content and prepares the dependencies: on a busy machine, a minute or two.
      for (const started = Date.now(); Date.now() - started < 150_000; ) {
        if (child.exitCode !== null) break;
        try {
          await fetch(`${origin}/`);
          return { origin, output: () => output, stop };
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      stop();
      throw new Error(`astro dev did not start (exit ${child.exitCode}):\n${output}`);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
  site.write({
    'package.json': JSON.stringify({ name: 'fixture-site', private: true, type: 'module', dependencies }),
    'src/content.config.ts': [
      "import { docsLoader } from '@lectern/astro/loaders';",
      "import { defineCollection } from 'astro:content';",
      '',
      'export const collections = { docs: defineCollection({ loader: docsLoader() }) };',
      '',
    ].join('\n'),
    ...files,
  });
  return site;
}
