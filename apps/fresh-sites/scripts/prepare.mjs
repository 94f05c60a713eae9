// The install check: packs the publishable packages and starts sites outside the repository as a new
// user would, with only the packed tarballs — then builds them. The browser tests check the built sites.
//
//   npm-site        npm exec --package=<tarballs>/create-lectern-<version>.tgz -- create-lectern npm-site --packages <tarballs>
//   pnpm-site       pnpm --package=<…>.tgz dlx create-lectern pnpm-site --packages <tarballs>, and a page
//                   of fixtures/pnpm-site-pages added
//   algolia-site    the same, searching with Algolia DocSearch (the tests answer its queries)
//   no-search-site  the same, with search turned off
//   minimal-site    the smallest site of @lectern/astro's README: astro and @lectern/astro only, with pnpm
//   react-app       a React (Vite) app with @lectern/theme-react and @lectern/search
//
// Each create-lectern site is then built with `<manager> run build`, as its README says; npm-site and
// pnpm-site are served by `<manager> run preview`, the third command. Where the sites are, and how each is
// served, is written to .work.json.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTarballRegistry } from 'create-lectern';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
/** The publishable packages, by their folder under packages/. */
const packages = ['theme-core', 'theme-react', 'search', 'redirects', 'astro', 'accounts', 'create-lectern'];

const work = mkdtempSync(path.join(tmpdir(), 'lectern-fresh-sites-'));
const tarballs = path.join(work, 'tarballs');
mkdirSync(tarballs);

/** The environment of a new user's commands: not the repository's CI settings or pnpm's workspace. */
const userEnv = { ...process.env, CI: '', npm_config_user_agent: '' };
for (const name of Object.keys(userEnv))
  if (name.startsWith('npm_config_') || name.startsWith('PNPM_')) delete userEnv[name];

function show(command, args, cwd) {
  console.log(`[fresh-sites] ${path.relative(work, cwd) || '.'}: ${command} ${args.join(' ')}`);
}

function run(command, args, cwd) {
  show(command, args, cwd);
  execFileSync(command, args, { cwd, stdio: 'inherit', env: userEnv });
}

/** As run(), leaving this process free to answer meanwhile (the registry of the tarballs runs in it). */
function runAside(command, args, cwd) {
  show(command, args, cwd);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: userEnv });
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${status}`)),
    );
  });
}

for (const folder of packages) {
  run('pnpm', ['pack', '--pack-destination', tarballs], path.join(repo, 'packages', folder));
}
const createLectern = readdirSync(tarballs).find((file) => file.startsWith('create-lectern-'));
if (!createLectern) throw new Error('pnpm pack wrote no create-lectern tarball');
const createTarball = path.join(tarballs, createLectern);

/** @type {Record<string, { dir: string, serve: 'preview' | 'static', manager?: string }>} */
const sites = {};

// The three commands of the getting-started guide, with npm and with pnpm.
run(
  'npm',
  ['exec', '--yes', `--package=${createTarball}`, '--', 'create-lectern', 'npm-site', '--packages', tarballs],
  work,
);
run('npm', ['run', 'build'], path.join(work, 'npm-site'));
sites['npm-site'] = { dir: path.join(work, 'npm-site'), serve: 'preview', manager: 'npm' };

run(
  'pnpm',
  [`--package=${createTarball}`, 'dlx', 'create-lectern', 'pnpm-site', '--packages', tarballs],
  work,
);
// A page its author then adds: an MDX page with a component of the site's own and the theme's.
cpSync(path.join(here, '..', 'fixtures', 'pnpm-site-pages'), path.join(work, 'pnpm-site'), {
  recursive: true,
});
run('pnpm', ['run', 'build'], path.join(work, 'pnpm-site'));
sites['pnpm-site'] = { dir: path.join(work, 'pnpm-site'), serve: 'preview', manager: 'pnpm' };

// Variants, from the same command with flags: Algolia DocSearch, and no search at all.
const create = (name, flags) =>
  run(
    'pnpm',
    [`--package=${createTarball}`, 'dlx', 'create-lectern', name, '--packages', tarballs, ...flags],
    work,
  );
create('algolia-site', [
  '--search',
  'algolia',
  '--algolia-app-id',
  'FRESHAPP01',
  '--algolia-api-key',
  'fresh-search-only-key',
  '--algolia-index',
  'fresh-docs',
]);
run('pnpm', ['run', 'build'], path.join(work, 'algolia-site'));
sites['algolia-site'] = { dir: path.join(work, 'algolia-site', 'dist'), serve: 'static' };
create('no-search-site', ['--search', 'none']);
run('pnpm', ['run', 'build'], path.join(work, 'no-search-site'));
sites['no-search-site'] = { dir: path.join(work, 'no-search-site', 'dist'), serve: 'static' };

// Sites written by hand from the READMEs, installed from the tarballs served as a registry of @lectern.
const registry = await startTarballRegistry(tarballs);
try {
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
    await runAside('pnpm', ['install', '--no-frozen-lockfile', '--reporter=append-only'], target);
    // Built with the registry still there: pnpm checks the install against it before running a script.
    await runAside('pnpm', ['run', 'build'], target);
    rmSync(path.join(target, '.npmrc'));
    sites[fixture] = { dir: path.join(target, 'dist'), serve: 'static' };
  }
} finally {
  await registry.close();
}

writeFileSync(path.join(here, '..', '.work.json'), `${JSON.stringify(sites, null, 2)}\n`);
console.log(`[fresh-sites] built every site in ${work}`);
