// The browser tests' second small site (e2e/options-site/): every site option of the theme in use, built
// under the base path /docs/ and served there like a static host serves a site in a subfolder (files as
// they are, a folder by its index.html, anything else the site's 404.html with status 404). Started by
// playwright.config.ts as one of its web servers; the build goes to .options-site/ (git-ignored).
//
// Usage: node e2e/options-site.mjs --port 4430
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.join(root, 'e2e/options-site');
const outDir = path.join(root, '.options-site');
const base = '/docs/';
const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] ?? '4430');

/** Builds the options site into .options-site/. */
function buildOptionsSite() {
  rmSync(outDir, { recursive: true, force: true });
  const astroPackage = createRequire(import.meta.url).resolve('astro/package.json');
  const astro = path.join(path.dirname(astroPackage), 'bin/astro.mjs');
  const build = spawnSync(process.execPath, [astro, 'build', '--root', site], {
    cwd: root,
    env: { ...process.env, OPTIONS_SITE_OUT: outDir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    console.error(`The options site did not build (exit ${build.status}):`);
    console.error(`${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-60).join('\n'));
    process.exit(1);
  }
}

// E2E_REUSE_FIXTURE_SITE=1 serves the last build as it is, for quicker runs of one spec while working.
if (process.env.E2E_REUSE_FIXTURE_SITE !== '1' || !existsSync(outDir)) buildOptionsSite();

const files = sirv(outDir, { dev: false, extensions: ['html'] });
const notFound = readFileSync(path.join(outDir, '404.html'));
createServer((request, response) => {
  const url = request.url ?? '/';
  const fail = () => {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(notFound);
  };
  if (url === '/' || url.startsWith('/?')) {
    // The test server's own address: what lives at the host's root is not the site's.
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    response.end('The options site is served under /docs/.');
    return;
  }
  if (!url.startsWith(base)) return fail();
  request.url = url.slice(base.length - 1);
  files(request, response, fail);
}).listen(port, '127.0.0.1');
