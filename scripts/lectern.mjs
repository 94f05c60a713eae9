#!/usr/bin/env node
// The two quick-start commands (`npm start`, `npm test`) and the contributor shortcuts all come through
// here. It runs on any Node >= 18 and first makes sure the machine has what the repo needs:
//   - Node >= 22.12 (the version in .nvmrc is fetched from the npm registry into .tools/ when the
//     system's is older),
//   - pnpm at the version pinned in package.json's `packageManager`,
//   - the workspace's dependencies (`pnpm install --frozen-lockfile`),
//   - for `test`: Debian's Chromium (apt-get) when no browser is found, and Debian's PostgreSQL (apt-get)
//     when its server programs are missing (the accounts tests start a throwaway server of their own),
//     and Debian's nginx-light when there is no nginx (the redirects tests' `nginx -t` check; optional).
// Each step is skipped when already done, so the second run starts at once.
//
// Usage: node scripts/lectern.mjs <start|test|setup|exec <command…>>
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSummary, removeReports } from './summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = path.join(root, '.tools');
const binDir = path.join(toolsDir, 'bin');
const MIN_NODE = [22, 12];

function log(message) {
  console.log(`\u001b[36m[lectern]\u001b[0m ${message}`);
}

function fail(message) {
  console.error(`\u001b[31m[lectern]\u001b[0m ${message}`);
  process.exit(1);
}

/** The checks of `npm test` besides the builds and the site's browser tests. */
const CHECKS = ['lint', 'layers', 'typecheck', 'test', 'check-package', 'size', 'e2e', 'changeset-status'];
/**
 * The packages whose checks take longest (the unit tests that build sites, the install check, the unit
 * tests that run many files), longest first: they start first, so that the short ones fill in at the end.
 * (In CI of 2 December, beside the browser tests: astro 14.5 min, theme-react 7.4, create-lectern 5.4,
 * fresh-sites 5.3.)
 */
const LONGEST_CHECKS = [
  '@lectern/astro',
  '@lectern/theme-react',
  'create-lectern',
  '@lectern/fresh-sites',
  '@lectern/theme-core',
  '@lectern/redirects',
  '@lectern/storybook',
];

/**
 * The checks beside the site's browser tests, as turbo arguments, one package's at a time: the packages of
 * LONGEST_CHECKS first, then the others, then the site's own last, as before (its type check runs
 * `astro check`, which writes into the site's folder, where the browser tests build their fixture sites as
 * they start). Every task turbo would run is in one of them: they are read from turbo's dry run of all of
 * them.
 */
function checkGroups(site) {
  const dry = spawnSync('turbo', ['run', ...CHECKS, `--filter=!${site}`, '--only', '--dry=json'], {
    cwd: root,
    env: process.env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const siteChecks = ['typecheck', 'test', 'size', `--filter=${site}`, '--only', '--concurrency=1'];
  let tasks;
  try {
    tasks = JSON.parse(dry.stdout).tasks.filter((task) => task.command !== '<NONEXISTENT>');
  } catch {
    // Without the dry run's list, all of them in one turbo run.
    return [[...CHECKS, `--filter=!${site}`, '--only', '--concurrency=1'], siteChecks];
  }
  const byPackage = new Map();
  for (const { package: name, task } of tasks) byPackage.set(name, [...(byPackage.get(name) ?? []), task]);
  const rank = (name) => {
    const index = LONGEST_CHECKS.indexOf(name);
    return index === -1 ? LONGEST_CHECKS.length : index;
  };
  const names = [...byPackage.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [
    ...names.map((name) => [...byPackage.get(name), `--filter=${name}`, '--only', '--concurrency=1']),
    siteChecks,
  ];
}

/**
 * Every check of `npm test`. The site's browser tests take longer than any other task, so they must start
 * first: turbo starts ready tasks in no particular order, and in one run they began only after a third of
 * it. So: every package's build (two at a time: the machines this runs on have two cores), then two lanes
 * (`--only`: the builds are done). One runs the site's browser tests, the other the other checks, a
 * package's at a time, longest first; once the browser tests are done, their lane takes the next package's
 * checks too, so that both cores work to the end. (One lane used to run all the other checks while the
 * browser tests' lane stood idle for its last minutes.) `--continue` everywhere: one failure does not hide
 * the others.
 *
 * @returns the exit status: 0 when every step passed.
 */
async function runTests(extra) {
  const turbo = (args) =>
    new Promise((resolve) => {
      const child = spawn('turbo', ['run', ...args, '--continue', '--summarize', ...extra], {
        stdio: 'inherit',
        cwd: root,
        env: process.env,
      });
      child.on('error', (error) => fail(`could not run turbo: ${error.message}`));
      child.on('close', (code) => resolve(code ?? 1));
    });
  const built = await turbo(['build', '--concurrency=2']);
  const site = '@lectern/docs';
  const queue = checkGroups(site);
  /** Runs the next package's checks until none is left; 0 when all of them passed. */
  const lane = async () => {
    let status = 0;
    for (let next = queue.shift(); next; next = queue.shift()) status = (await turbo(next)) || status;
    return status;
  };
  const [browser, checks] = await Promise.all([
    turbo(['e2e', `--filter=${site}`, '--only', '--concurrency=1']).then(
      async (status) => (await lane()) || status,
    ),
    lane(),
  ]);
  return built || browser || checks;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: process.env, ...options });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function runOrFail(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) fail(`${command} ${args.join(' ')} exited with status ${status}`);
}

function isAtLeast(version, [major, minor]) {
  const [a, b] = version.replace(/^v/, '').split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

function capture(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: root });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Puts a `name` link in .tools/bin pointing at `target`, replacing an older one. */
function linkTool(name, target) {
  mkdirSync(binDir, { recursive: true });
  const link = path.join(binDir, name);
  if (existsSync(link) || capture('readlink', [link]) !== null) unlinkSync(link);
  symlinkSync(target, link);
}

/** npm-installs `spec` into its own folder under .tools and returns that folder. */
function npmInstallTool(folder, spec) {
  const prefix = path.join(toolsDir, folder);
  mkdirSync(prefix, { recursive: true });
  writeFileSync(path.join(prefix, 'package.json'), '{"private":true}\n');
  log(`fetching ${spec} from the npm registry…`);
  runOrFail('npm', [
    'install',
    '--prefix',
    prefix,
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    '--ignore-scripts',
    '--loglevel=error',
    spec,
  ]);
  return prefix;
}

function ensureNode() {
  const wanted = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
  if (isAtLeast(process.version, MIN_NODE)) return process.execPath;
  const platformPackage = `node-${process.platform}-${process.arch}`;
  const folder = `node-${wanted}`;
  const binary = path.join(toolsDir, folder, 'node_modules', platformPackage, 'bin', 'node');
  if (!existsSync(binary)) {
    log(
      `Node ${process.version} is older than ${MIN_NODE.join('.')}: installing Node ${wanted} into .tools/`,
    );
    npmInstallTool(folder, `${platformPackage}@${wanted}`);
    if (!existsSync(binary)) fail(`the npm package ${platformPackage}@${wanted} did not contain bin/node`);
  }
  linkTool('node', binary);
  return binary;
}

function ensurePnpm(node) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const version = manifest.packageManager.replace(/^pnpm@/, '').replace(/\+.*$/, '');
  const folder = `pnpm-${version}`;
  const entry = path.join(toolsDir, folder, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');
  if (!existsSync(entry)) npmInstallTool(folder, `pnpm@${version}`);
  if (!existsSync(entry)) fail(`pnpm@${version} did not install ${path.relative(root, entry)}`);
  mkdirSync(binDir, { recursive: true });
  const shim = path.join(binDir, 'pnpm');
  writeFileSync(shim, `#!/bin/sh\nexec "${node}" "${entry}" "$@"\n`, { mode: 0o755 });
}

function ensureDependencies() {
  const args = ['install', '--frozen-lockfile'];
  if (process.env.CI) args.push('--reporter=append-only');
  runOrFail('pnpm', args);
}

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

function ensureChromium() {
  if (chromiumPath()) return;
  const canApt = process.platform === 'linux' && process.getuid?.() === 0 && capture('which', ['apt-get']);
  if (!canApt) {
    fail(
      'the browser tests need Chromium: install it (Debian: apt-get install chromium) ' +
        'or point CHROMIUM_PATH at a Chromium binary',
    );
  }
  log("installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  runOrFail('apt-get', ['update', '-qq'], { env });
  runOrFail('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
  if (!chromiumPath()) fail('apt-get installed chromium, but /usr/bin/chromium is still missing');
}

/** The folder with PostgreSQL's initdb: PG_BIN_DIR, else /usr/lib/postgresql/<version>/bin, else PATH. */
export function postgresBinDir() {
  const chosen = process.env.PG_BIN_DIR;
  if (chosen) return existsSync(path.join(chosen, 'initdb')) ? chosen : undefined;
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const found = versions
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .find((bin) => existsSync(`${bin}/initdb`));
  if (found) return found;
  const initdb = capture('sh', ['-c', 'command -v initdb']);
  return initdb ? path.dirname(initdb) : undefined;
}

function ensurePostgres() {
  if (postgresBinDir()) return;
  const canApt = process.platform === 'linux' && process.getuid?.() === 0 && capture('which', ['apt-get']);
  if (!canApt) {
    fail(
      'the accounts tests need PostgreSQL: install it (Debian: apt-get install postgresql) ' +
        'or point PG_BIN_DIR at the folder that holds its initdb',
    );
  }
  log("installing Debian's postgresql for the accounts tests (its own cluster is not used)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  runOrFail('apt-get', ['update', '-qq'], { env });
  runOrFail('apt-get', ['install', '-y', '-qq', 'postgresql'], { env });
  if (!postgresBinDir())
    fail('apt-get installed postgresql, but no /usr/lib/postgresql/*/bin/initdb appeared');
}

/**
 * nginx, for the redirects package's `nginx -t` check of the map it writes: installed from Debian when
 * missing and possible; without it that one test is skipped (it says so), so a failure here is not fatal.
 */
function ensureNginx() {
  if (capture('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'])) return;
  const canApt = process.platform === 'linux' && process.getuid?.() === 0 && capture('which', ['apt-get']);
  if (!canApt) return;
  log("installing Debian's nginx-light for the redirects tests' nginx -t check…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { env, stdio: 'inherit' });
  if (result.status !== 0) log('nginx-light did not install; the nginx -t check will be skipped');
}

function setup({ browser }) {
  // Nothing here may wait on the network beyond the npm registry.
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
  process.env.TURBO_TELEMETRY_DISABLED = '1';
  const node = ensureNode();
  process.env.PATH = [binDir, path.join(root, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter);
  ensurePnpm(node);
  ensureDependencies();
  if (browser) {
    ensureChromium();
    ensurePostgres();
    ensureNginx();
  }
  process.env.CHROMIUM_PATH ??= chromiumPath();
}

const [command = 'start', ...rest] = process.argv.slice(2);
switch (command) {
  case 'setup':
    setup({ browser: true });
    log('ready');
    break;
  case 'start': {
    setup({ browser: false });
    const port = process.env.PORT ?? '4321';
    // The accounts answer one origin (LECTERN_ORIGIN, else the site's public address): here, the address
    // printed below, unless the environment names the public one (behind a proxy).
    process.env.LECTERN_ORIGIN ??= `http://localhost:${port}`;
    runOrFail('turbo', ['run', 'build', '--filter=@lectern/docs...', '--output-logs=errors-only']);
    log(`serving the documentation site on http://localhost:${port}`);
    process.exit(run('pnpm', ['--filter=@lectern/docs', 'run', 'serve', '--port', port]));
    break;
  }
  case 'test': {
    setup({ browser: true });
    const started = Date.now();
    removeReports(root);
    process.exit(printSummary(root, { status: await runTests(rest), started }));
    break;
  }
  case 'exec':
    setup({ browser: false });
    if (rest.length === 0) fail('usage: node scripts/lectern.mjs exec <command…>');
    process.exit(run(rest[0], rest.slice(1)));
    break;
  default:
    fail(`unknown command "${command}": use start, test, setup or exec <command…>`);
}
