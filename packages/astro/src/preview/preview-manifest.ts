import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LocaleEntry } from '@lectern/theme-core';

/** What `lectern-preview` needs of the last build, written by the integration when a build ends. */
export interface PreviewManifest {
  /** The site's root folder. */
  root: string;
  /** The built pages. */
  siteDir: string;
  /** Astro's `base`. */
  base: string;
  /** The redirect table, relative to the root, when the site has one. */
  redirects?: string | undefined;
  locales: LocaleEntry[];
  defaultLocale: string;
}

/** The manifest's file in Astro's cache folder (`node_modules/.astro/` unless `cacheDir` says otherwise). */
export const PREVIEW_MANIFEST_FILE = 'lectern-preview.json';

/** Writes the manifest of a finished build into Astro's cache folder. */
export function writePreviewManifest(cacheDir: string, manifest: PreviewManifest): void {
  mkdirSync(cacheDir, { recursive: true });
  // Folders without a trailing slash, as the messages print them.
  const written = { ...manifest, root: path.resolve(manifest.root), siteDir: path.resolve(manifest.siteDir) };
  writeFileSync(path.join(cacheDir, PREVIEW_MANIFEST_FILE), `${JSON.stringify(written, null, 2)}\n`);
}

/** The last build's manifest in the cache folder, or a message saying what to do when there is none. */
export function readPreviewManifest(cacheDir: string): PreviewManifest | string {
  const file = path.join(cacheDir, PREVIEW_MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return `No built site to preview: ${file} is missing. Run the build first (astro build), from the site's folder.`;
  }
  try {
    const manifest = JSON.parse(text) as PreviewManifest;
    if (typeof manifest.siteDir !== 'string' || typeof manifest.root !== 'string') throw new Error();
    return manifest;
  } catch {
    return `${file} is not a build's preview manifest: run the build again (astro build).`;
  }
}
