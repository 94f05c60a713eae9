import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A small Astro site built with this app's packages, in a temporary folder. */
export interface FixtureSite {
  /** The site's folder. */
  root: string;
  /** The build's exit status and everything it printed. */
  build(): Promise<{ code: number; output: string }>;
  /** Removes the site (never the app's own packages, which it links to). */
  remove(): void;
}

/**
 * Writes a fixture site: `package.json`, an `astro.config.mjs` with the Lectern integration and the
 * given options, the docs collection, and `files` (path → text). Its caches stay in the fixture, away
 * from the app's own.
 *
 * @example
 * const site = fixtureSite("{ config: { siteTitle: 'Fixture' } }", { 'src/content/docs/en/index.md': '…' });
 */
export function fixtureSite(lecternOptions: string, files: Record<string, string>): FixtureSite {
  const root = mkdtempSync(path.join(tmpdir(), 'lectern-fixture-'));
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };
  symlinkSync(
    fileURLToPath(new URL('../node_modules', import.meta.url)),
    path.join(root, 'node_modules'),
    'dir',
  );
  write('package.json', '{ "name": "lectern-fixture", "private": true, "type": "module" }\n');
  write(
    'astro.config.mjs',
    [
      "import { lectern } from '@lectern/astro';",
      "import { defineConfig } from 'astro/config';",
      '',
      'export default defineConfig({',
      "  cacheDir: './.cache/astro',",
      "  vite: { cacheDir: './.cache/vite' },",
      `  integrations: [lectern(${lecternOptions})],`,
      '});',
      '',
    ].join('\n'),
  );
  write(
    'src/content.config.ts',
    [
      "import { defineCollection } from 'astro:content';",
      "import { docsLoader } from '@lectern/astro/loaders';",
      '',
      'export const collections = { docs: defineCollection({ loader: docsLoader() }) };',
      '',
    ].join('\n'),
  );
  for (const [name, text] of Object.entries(files)) write(name, text);

  const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
  return {
    root,
    build: () =>
      new Promise((resolve) => {
        execFile(
          process.execPath,
          [astro, 'build'],
          {
            cwd: root,
            env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
          },
          (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
        );
      }),
    remove: () => {
      // The link first, so that removing the fixture can never reach the app's own packages.
      rmSync(path.join(root, 'node_modules'), { force: true });
      rmSync(root, { recursive: true, force: true });
    },
  };
}
