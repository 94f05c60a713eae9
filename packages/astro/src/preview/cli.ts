// `lectern-preview`: serves the last build as its host will (see previewHandler), from the site's folder.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RedirectMiddleware } from '@lectern/redirects/node';
import { redirectMiddleware } from '../build/redirects.js';
import { readPreviewManifest } from './preview-manifest.js';
import { previewHandler } from './preview-server.js';

const USAGE = `Usage: lectern-preview [--port 4321] [--host localhost] [--cache-dir node_modules/.astro]

Serves the site's last build (astro build) as its host will: the redirect table's old addresses answer
301 with and without their trailing slash, folders without their slash are redirected to it, and a
missing page gets the not-found page of its language.`;

/** Runs the command; returns the server once it listens, or the exit code of a mistake. */
export async function main(
  argv: string[],
  cwd = process.cwd(),
): Promise<number | ReturnType<typeof createServer>> {
  let values: { port?: string; host?: string; 'cache-dir'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'cache-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const port = Number(values.port ?? process.env.PORT ?? '4321');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port: expected a port number, got ${JSON.stringify(values.port)}`);
    return 2;
  }
  const host = values.host ?? 'localhost';
  const manifest = readPreviewManifest(path.resolve(cwd, values['cache-dir'] ?? 'node_modules/.astro'));
  if (typeof manifest === 'string') {
    console.error(manifest);
    return 1;
  }
  if (!existsSync(manifest.siteDir)) {
    console.error(`No built site in ${manifest.siteDir}: run the build first (astro build).`);
    return 1;
  }
  let redirects: RedirectMiddleware | undefined;
  if (manifest.redirects !== undefined) {
    const middleware = redirectMiddleware({
      root: manifest.root,
      table: manifest.redirects,
      locales: manifest.locales,
      defaultLocale: manifest.defaultLocale,
      base: manifest.base,
    });
    if (middleware instanceof Error) {
      console.error(middleware.message);
      return 1;
    }
    redirects = middleware;
  }
  const server = createServer(previewHandler({ siteDir: manifest.siteDir, base: manifest.base, redirects }));
  return new Promise((resolve) => {
    server.once('error', (error) => {
      console.error(`Could not listen on ${host}:${port}: ${error.message}`);
      resolve(1);
    });
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      console.log(
        `Previewing ${path.relative(cwd, manifest.siteDir) || '.'} at http://${host}:${actual}${manifest.base}`,
      );
      resolve(server);
    });
  });
}
