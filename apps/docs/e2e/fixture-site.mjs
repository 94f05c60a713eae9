// The site built once more with the browser tests' own sponsors and job listings (e2e/fixtures/data,
// their logos in e2e/fixtures/public), then served like the site itself. The pages the site ships show
// only the real entries of src/data/ — none, until there are — while the listings, the filters, the
// expiry and the logos are still tested on pages built by the same code. Started by playwright.config.ts
// as one of its web servers; the build goes to .fixture-site/ (git-ignored).
//
// Usage: node e2e/fixture-site.mjs --port 4420
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = path.join(root, '.fixture-site');
const publicDir = path.join(work, 'public');
const outDir = path.join(work, 'dist');
const args = process.argv.slice(2);
const port = args[args.indexOf('--port') + 1] ?? '4420';

/** Builds the site with the fixtures' data files into .fixture-site/dist. */
function buildFixtureSite() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // The site's static files, and the fixtures' logos beside them.
  cpSync(path.join(root, 'public'), publicDir, { recursive: true });
  cpSync(path.join(root, 'e2e/fixtures/public'), publicDir, { recursive: true });
  const astroPackage = createRequire(import.meta.url).resolve('astro/package.json');
  const astro = path.join(path.dirname(astroPackage), 'bin/astro.mjs');
  const build = spawnSync(process.execPath, [astro, 'build', '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, LECTERN_DOCS_DATA: 'e2e/fixtures/data', LECTERN_DOCS_PUBLIC: publicDir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    console.error(`The site with the tests' data files did not build (exit ${build.status}):`);
    console.error(`${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-60).join('\n'));
    process.exit(1);
  }
}

// E2E_REUSE_FIXTURE_SITE=1 serves the last build as it is, for quicker runs of one spec while working.
if (process.env.E2E_REUSE_FIXTURE_SITE !== '1' || !existsSync(outDir)) buildFixtureSite();

// scripts/serve.mjs reads its options from the command line.
process.argv = [
  process.argv[0] ?? 'node',
  path.join(root, 'scripts/serve.mjs'),
  '--port',
  port,
  '--dir',
  outDir,
];
await import('../scripts/serve.mjs');
