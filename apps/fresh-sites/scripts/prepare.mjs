// Packs the publishable packages Lectern sites install, puts them into a fresh Astro site and a fresh
// React (Vite) app outside the repository — as another project would install them — and builds both (the
// Astro site twice: search off, and searching with Algolia DocSearch).
// The browser tests then check the built pages. Where the two sites are is written to .work.json.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const packages = {
  '@lectern/theme-core': 'theme-core',
  '@lectern/theme-react': 'theme-react',
  '@lectern/astro': 'astro',
  '@lectern/redirects': 'redirects',
  '@lectern/search': 'search',
};

const work = mkdtempSync(path.join(tmpdir(), 'lectern-fresh-sites-'));
const tarballs = path.join(work, 'tarballs');
mkdirSync(tarballs);

function run(command, args, cwd, env = {}) {
  const settings = Object.entries(env).map(([name, value]) => `${name}=${value} `);
  console.log(
    `[fresh-sites] ${path.relative(work, cwd) || '.'}: ${settings.join('')}${command} ${args.join(' ')}`,
  );
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: '', ...env } });
}

const tarballOf = {};
for (const [name, folder] of Object.entries(packages)) {
  const before = new Set(readdirSync(tarballs));
  run('pnpm', ['pack', '--pack-destination', tarballs], path.join(repo, 'packages', folder));
  const file = readdirSync(tarballs).find((entry) => !before.has(entry));
  if (!file) throw new Error(`pnpm pack wrote no tarball for ${name}`);
  tarballOf[name] = path.join(tarballs, file);
}

const sites = {};
for (const fixture of ['astro-site', 'react-app']) {
  const target = path.join(work, fixture);
  cpSync(path.join(here, '..', 'fixtures', fixture), target, { recursive: true });
  const manifestPath = path.join(target, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const [name, spec] of Object.entries(manifest.dependencies)) {
    if (spec === 'TARBALL') manifest.dependencies[name] = `file:${tarballOf[name]}`;
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  // The packages' own dependencies on each other resolve to the tarballs too, not to the registry.
  const overrides = Object.entries(tarballOf).map(([name, file]) => `  "${name}": "file:${file}"`);
  writeFileSync(
    path.join(target, 'pnpm-workspace.yaml'),
    ['packages: ["."]', 'allowBuilds:', '  esbuild: true', 'overrides:', ...overrides, ''].join('\n'),
  );
  run('pnpm', ['install', '--no-frozen-lockfile', '--reporter=append-only'], target);
  run('pnpm', ['run', 'build'], target);
  sites[fixture] = path.join(target, 'dist');
  if (fixture === 'astro-site') {
    // The same site searching with Algolia DocSearch (see its astro.config.mjs).
    run('pnpm', ['run', 'build'], target, { FRESH_SITE_SEARCH: 'algolia' });
    sites['astro-site-algolia'] = path.join(target, 'dist-algolia');
  }
}

writeFileSync(path.join(here, '..', '.work.json'), `${JSON.stringify(sites, null, 2)}\n`);
console.log(`[fresh-sites] built both sites in ${work}`);
