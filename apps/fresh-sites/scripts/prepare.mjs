// The install check: packs the publishable packages and starts sites outside the repository as a new
// user would, with only the packed tarballs — then builds them. The browser tests check the built sites.
//
//   npm-site        npm exec --package=<tarballs>/create-lectern-<version>.tgz -- create-lectern npm-site --packages <tarballs>
//   pnpm-site       pnpm --package=<…>.tgz dlx create-lectern pnpm-site --packages <tarballs>, the pages
//                   of fixtures/pnpm-site-pages added, and @lectern/theme-react for a control of their own
//   algolia-site    the same, searching with Algolia DocSearch (the tests answer its queries)
//   no-search-site  the same, with search turned off
//   minimal-site    the smallest site of @lectern/astro's README: astro and @lectern/astro only, with pnpm
//   react-app       a React (Vite) app with @lectern/theme-react and @lectern/search
//
// Each create-lectern site is then built with `<manager> run build`, as its README says; npm-site and
// pnpm-site are served by `<manager> run preview`, the third command. Where the sites are, and how each is
// served, is written to .work.json.
//
// The steps run as a new user's would, each site's in order, but the sites side by side where one waits on
// the network and another on the processor: npm-site (whose `npm install` mostly waits on the registry)
// beside the pnpm sites, and each pnpm site's build beside the creation of the next. The builds themselves
// run one at a time per package manager. Every command's output is printed line by line, after its site's
// name.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTarballRegistry } from 'create-lectern';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
/** The publishable packages, by their folder under packages/. */
const packages = [
  'theme-core',
  'component-api',
  'theme-react',
  'search',
  'redirects',
  'astro',
  'accounts',
  'create-lectern',
];

const work = mkdtempSync(path.join(tmpdir(), 'lectern-fresh-sites-'));
const tarballs = path.join(work, 'tarballs');
mkdirSync(tarballs);

/** The environment of a new user's commands: not the repository's CI settings or pnpm's workspace. */
const userEnv = { ...process.env, CI: '', npm_config_user_agent: '' };
for (const name of Object.keys(userEnv))
  if (name.startsWith('npm_config_') || name.startsWith('PNPM_')) delete userEnv[name];

function show(label, command, args, cwd) {
  console.log(`[fresh-sites] ${label}${path.relative(work, cwd) || '.'}: ${command} ${args.join(' ')}`);
}

/** Copies a child's output to ours a line at a time, each line after `[site] `. */
function relay(stream, target, label) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`${label}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) target.write(`${label}${rest}\n`);
  });
}

/**
 * Runs a command as the new user would, leaving this process free meanwhile (the registry of the tarballs
 * runs in it, and other sites' commands run beside it). `site` names the lines it prints.
 */
function run(command, args, cwd, site) {
  const label = site ? `[${site}] ` : '';
  show(label, command, args, cwd);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: userEnv });
    relay(child.stdout, process.stdout, label);
    relay(child.stderr, process.stderr, label);
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${status}`)),
    );
  });
}

/** Waits for every step, and fails with the first that failed once none is left running. */
async function all(steps) {
  const results = await Promise.allSettled(steps);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

for (const folder of packages) {
  await run('pnpm', ['pack', '--pack-destination', tarballs], path.join(repo, 'packages', folder));
}
const createLectern = readdirSync(tarballs).find((file) => file.startsWith('create-lectern-'));
if (!createLectern) throw new Error('pnpm pack wrote no create-lectern tarball');
const createTarball = path.join(tarballs, createLectern);

/** @type {Record<string, { dir: string, serve: 'preview' | 'static', manager?: string }>} */
const sites = {};

/** The getting-started guide's three commands with npm: create (which installs), build; `preview` serves. */
async function npmSite() {
  await run(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${createTarball}`,
      '--',
      'create-lectern',
      'npm-site',
      '--packages',
      tarballs,
    ],
    work,
    'npm-site',
  );
  await run('npm', ['run', 'build'], path.join(work, 'npm-site'), 'npm-site');
  sites['npm-site'] = { dir: path.join(work, 'npm-site'), serve: 'preview', manager: 'npm' };
}

/**
 * The same with pnpm, then its variants (Algolia DocSearch, no search at all), then the sites written by
 * hand from the READMEs, installed from the tarballs served as a registry of @lectern. Each site is created
 * (or installed) while the one before builds; the builds run one after another.
 */
async function pnpmSites(registry) {
  let builds = Promise.resolve();
  /** Builds a site once the builds before it are done; resolves when it is built. */
  const build = (name, then) => {
    builds = builds.then(async () => {
      await run('pnpm', ['run', 'build'], path.join(work, name), name);
      then();
    });
    return builds;
  };
  const create = (name, flags = []) =>
    run(
      'pnpm',
      [`--package=${createTarball}`, 'dlx', 'create-lectern', name, '--packages', tarballs, ...flags],
      work,
      name,
    );
  // Every step is waited for, so that a failure of one still lets the others end before the run fails.
  const steps = [];
  const step = (promise) => {
    steps.push(promise);
    // Its failure is reported once the steps are done (below).
    promise.catch(() => {});
    return promise;
  };
  try {
    await pnpmSteps(registry, { create, build, step });
  } finally {
    await Promise.allSettled(steps);
  }
  await all(steps);
}

/** The steps of pnpmSites(), in order. */
async function pnpmSteps(registry, { create, build, step }) {
  await step(create('pnpm-site'));
  // A page its author then adds: an MDX page with a component of the site's own and the theme's.
  cpSync(path.join(here, '..', 'fixtures', 'pnpm-site-pages'), path.join(work, 'pnpm-site'), {
    recursive: true,
  });
  // Its control of the blackguard theme uses the theme's hook, as the theme guide shows: the author adds
  // @lectern/theme-react to the site (from the tarballs' registry, for the length of the command).
  const pnpmSite = path.join(work, 'pnpm-site');
  writeFileSync(path.join(pnpmSite, '.npmrc'), `@lectern:registry=${registry.url}\n`);
  const themeVersion = registry.packages.get('@lectern/theme-react')?.at(-1);
  await step(
    run(
      'pnpm',
      ['add', `@lectern/theme-react@^${themeVersion}`, '--reporter=append-only'],
      pnpmSite,
      'pnpm-site',
    ),
  );
  rmSync(path.join(pnpmSite, '.npmrc'));
  step(
    build('pnpm-site', () => {
      sites['pnpm-site'] = { dir: path.join(work, 'pnpm-site'), serve: 'preview', manager: 'pnpm' };
    }),
  );

  // Variants, from the same command with flags: Algolia DocSearch, and no search at all.
  await step(
    create('algolia-site', [
      '--search',
      'algolia',
      '--algolia-app-id',
      'FRESHAPP01',
      '--algolia-api-key',
      'fresh-search-only-key',
      '--algolia-index',
      'fresh-docs',
    ]),
  );
  step(
    build('algolia-site', () => {
      sites['algolia-site'] = { dir: path.join(work, 'algolia-site', 'dist'), serve: 'static' };
    }),
  );
  await step(create('no-search-site', ['--search', 'none']));
  step(
    build('no-search-site', () => {
      sites['no-search-site'] = { dir: path.join(work, 'no-search-site', 'dist'), serve: 'static' };
    }),
  );

  // Sites written by hand from the READMEs. They are built with the registry still there: pnpm checks the
  // install against it before running a script.
  for (const fixture of ['minimal-site', 'react-app']) {
    const target = path.join(work, fixture);
    cpSync(path.join(here, '..', 'fixtures', fixture), target, { recursive: true });
    const manifestPath = path.join(target, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    // The versions packed, as a site names them once they are published.
    for (const [name, spec] of Object.entries(manifest.dependencies)) {
      if (spec === 'PACKED') manifest.dependencies[name] = `^${registry.packages.get(name)?.at(-1)}`;
    }
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(path.join(target, '.npmrc'), `@lectern:registry=${registry.url}\n`);
    writeFileSync(path.join(target, 'pnpm-workspace.yaml'), 'allowBuilds:\n  esbuild: true\n');
    await step(run('pnpm', ['install', '--no-frozen-lockfile', '--reporter=append-only'], target, fixture));
    step(
      build(fixture, () => {
        rmSync(path.join(target, '.npmrc'));
        sites[fixture] = { dir: path.join(target, 'dist'), serve: 'static' };
      }),
    );
  }
}

const registry = await startTarballRegistry(tarballs);
try {
  await all([npmSite(), pnpmSites(registry)]);
} finally {
  await registry.close();
}

writeFileSync(path.join(here, '..', '.work.json'), `${JSON.stringify(sites, null, 2)}\n`);
console.log(`[fresh-sites] built every site in ${work}`);
