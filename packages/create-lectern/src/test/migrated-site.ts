// Test helper: runs `create-lectern migrate` on a fixture, puts the result into a throwaway Lectern site
// linked to this repository's packages (@lectern/tooling's fixture-site helper), builds it with the real
// `astro build`, and says which old addresses the built site answers and how.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { localeRedirectTarget } from '@lectern/theme-core';
import { astroPackageFolder, type FixtureSite, fixtureSite } from '@lectern/tooling/fixture-site';
import { main } from '../main.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** A fixture's migrated site, written and built. */
export interface MigratedSite {
  /** What `migrate` printed, and its exit status. */
  migration: { status: number; out: string; err: string };
  /** The folder migrate wrote. */
  written: string;
  site: FixtureSite;
  build: { status: number | null; output: string };
  remove(): void;
}

/** Runs `create-lectern migrate <tool> fixtures/<fixture> <folder> --no-install` and gives what it said. */
export async function runMigrate(tool: string, fixture: string, target: string, extra: string[] = []) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk) => {
    out += chunk;
  });
  stderr.on('data', (chunk) => {
    err += chunk;
  });
  const status = await main(
    ['migrate', tool, path.resolve(FIXTURES, fixture), target, '--no-install', ...extra],
    {
      cwd: tmpdir(),
      env: {},
      interactive: false,
      stdout,
      stderr,
    },
  );
  return { status, out, err };
}

/** Migrates a fixture and builds the result. */
export async function migrateAndBuild(tool: string, fixture: string): Promise<MigratedSite> {
  const work = mkdtempSync(path.join(tmpdir(), 'lectern-migrated-'));
  const written = path.join(work, 'site');
  const migration = await runMigrate(tool, fixture, written);
  const site = fixtureSite({}, { astroPackage: astroPackageFolder(import.meta.url) });
  // The fixture site's package.json links the workspace's packages: the migrated one would install them.
  for (const name of ['package.json', 'pnpm-workspace.yaml'])
    rmSync(path.join(written, name), { force: true });
  if (existsSync(written)) cpSync(written, site.root, { recursive: true });
  const build = migration.status === 0 ? site.build() : { status: null, output: 'not migrated' };
  return {
    migration,
    written,
    site,
    build,
    remove() {
      site.remove();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

function builtFile(root: string, address: string): string | undefined {
  const relative = decodeURI(address).replace(/^\//, '');
  for (const candidate of [path.join(root, relative), path.join(root, relative, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * How the built site answers an old address: `page` (a page of the site), `redirect → /en/x/` (a
 * generated redirect page leading to a page), `language → /en/x/` (no file: the not-found page's script
 * sends an address without a language to the page in the visitor's language), or `missing …`.
 */
export function answer(
  site: FixtureSite,
  address: string,
  locales: { locale: string; enabled: boolean; title: string }[],
): string {
  const dist = path.join(site.root, 'dist');
  const isPage = (target: string) => {
    const file = builtFile(dist, target.split(/[?#]/)[0] ?? target);
    return file !== undefined && !readFileSync(file, 'utf8').includes('lectern-redirects');
  };
  const file = builtFile(dist, address);
  if (file) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes('lectern-redirects')) return 'page';
    const target = /http-equiv="refresh" content="0; ?url=([^"]+)"/i
      .exec(html)?.[1]
      ?.replaceAll('&amp;', '&');
    return target && isPage(target) ? `redirect → ${target}` : `missing: redirect page to ${target}`;
  }
  const target = localeRedirectTarget(address, { locales, languages: [] });
  if (target && isPage(target)) return `language → ${target}`;
  return `missing (${target ?? 'no language redirect'})`;
}
