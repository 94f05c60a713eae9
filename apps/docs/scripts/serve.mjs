// Serves the built site (dist/) as the site's Node server, with @lectern/astro's preview handler: the
// legacy addresses of redirects.json answered with 301 by @lectern/redirects' middleware, then the
// prerendered files (dist/client) as they are, folders by their index.html, a folder address without its
// trailing slash redirected to it, then the routes that run on demand (login and settings: Astro's Node
// adapter in middleware mode, dist/server/entry.mjs), and the not-found page of the address's language
// (else the site-wide one) with status 404 for anything else. With --static-host it serves like a static host without redirect rules or
// a server: the old addresses reach the static redirect pages the build wrote. Several can run at once (the
// browser tests start their own on other ports).
//
// Usage: node scripts/serve.mjs [--port 4321] [--host 127.0.0.1] [--static-host] [--dir dist]
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { previewHandler } from '@lectern/astro/preview';
import { createRedirectResolver, parseRedirectTable } from '@lectern/redirects';
import { createRedirectMiddleware } from '@lectern/redirects/node';
import { siteConfig } from '../src/site-config.ts';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? '4321'));
const host = option('host', '127.0.0.1');
const staticHost = args.includes('--static-host');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(root, option('dir', 'dist'));
// With an adapter the build puts the prerendered files in client/ and the on-demand routes in server/.
const dist = existsSync(path.join(outDir, 'client')) ? path.join(outDir, 'client') : outDir;
const serverEntry = path.join(outDir, 'server', 'entry.mjs');

if (!existsSync(dist)) {
  console.error(`No built site in ${outDir}: run the build first (npm start does both).`);
  process.exit(1);
}

/** @type {undefined | ((request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, next: () => void) => void)} */
const onDemand =
  !staticHost && existsSync(serverEntry)
    ? (await import(pathToFileURL(serverEntry).href)).handler
    : undefined;

const tableFile = 'redirects.json';
const table = parseRedirectTable(readFileSync(path.join(root, tableFile), 'utf8'), { file: tableFile });
const { locales } = siteConfig;
const defaultLocale = locales.find((entry) => entry.enabled)?.locale ?? 'en';
const redirects = staticHost
  ? undefined
  : createRedirectMiddleware(createRedirectResolver(table, { locales, defaultLocale }));

const server = createServer(previewHandler({ siteDir: dist, redirects, onDemand }));

server.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), dist) || '.'} on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`,
  );
});
