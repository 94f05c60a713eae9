import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SiteError } from '../site/site-error.js';

// Astro keeps a Markdown page rendered during the content sync in its data store, which it holds in memory,
// writes to disk and bundles into the build as one string: at about 10 000 pages that string passes what
// V8 allows ("Invalid string length"), and long before it costs memory and time to parse. The docs loader
// keeps each page's HTML in a file of its own instead, named by its content, and the store only that name;
// the page reads it back when it is built.

/** The folder of Astro's cache folder (`cacheDir`) where the pages' HTML is kept, one folder per collection. */
export const STORED_HTML_FOLDER = 'lectern-html';

/** The field of a rendered page's metadata naming the file its HTML is kept in. */
export const STORED_HTML_FIELD = 'lecternHtml';

/** A page's rendered content as Astro's content layer stores it. */
interface Rendered {
  html: string;
  metadata?: { [field: string]: unknown } | undefined;
}

/** What is read of a content entry here. */
interface StoredEntry {
  id: string;
  filePath?: string | undefined;
  rendered?: Rendered | undefined;
}

/** The folder a collection's pages' HTML is kept in. */
export function storedHtmlFolder(cacheDir: string, collection: string): string {
  return path.join(cacheDir, STORED_HTML_FOLDER, collection);
}

/** The name of the file a page's HTML is kept in, when the store holds it there. */
export function storedHtmlName(entry: Pick<StoredEntry, 'rendered'>): string | undefined {
  const name = entry.rendered?.metadata?.[STORED_HTML_FIELD];
  return typeof name === 'string' ? name : undefined;
}

/**
 * The entry with its rendered HTML moved to a file in `folder` (named by the HTML's digest, written once,
 * whole or not at all), the entry keeping the file's name; an entry without rendered HTML as it is.
 */
export function withHtmlInFile<E extends StoredEntry>(entry: E, folder: string): E {
  const rendered = entry.rendered;
  if (rendered === undefined || typeof rendered.html !== 'string' || rendered.html === '') return entry;
  const name = `${createHash('sha256').update(rendered.html).digest('base64url').slice(0, 32)}.html`;
  const file = path.join(folder, name);
  if (!isFile(file)) {
    mkdirSync(folder, { recursive: true });
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(partial, rendered.html);
    renameSync(partial, file);
  }
  return {
    ...entry,
    rendered: { ...rendered, html: '', metadata: { ...rendered.metadata, [STORED_HTML_FIELD]: name } },
  };
}

/** Whether the file an entry's HTML is kept in is gone (a cache folder cleared by hand, in part). */
export function storedHtmlGone(entry: Pick<StoredEntry, 'rendered'>, folder: string): boolean {
  const name = storedHtmlName(entry);
  return name !== undefined && !isFile(path.join(folder, name));
}

/**
 * The entry with its rendered HTML read back from the file it is kept in, for Astro's `render()`; an entry
 * that holds its HTML itself as it is.
 *
 * @throws SiteError naming the page when the file is gone since the content sync
 */
export function withHtmlFromFile<E extends StoredEntry>(entry: E, folder: string): E {
  const name = storedHtmlName(entry);
  const rendered = entry.rendered;
  if (name === undefined || rendered === undefined) return entry;
  const file = path.join(folder, name);
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    throw new SiteError(
      `${entry.filePath ?? entry.id}: its rendered HTML (${file}) was removed during the build; build again.`,
    );
  }
  return { ...entry, rendered: { ...rendered, html } };
}

/** Removes the files of `folder` that no entry names (pages changed or removed since they were kept). */
export function removeUnusedHtml(folder: string, entries: Iterable<Pick<StoredEntry, 'rendered'>>): void {
  const used = new Set<string>();
  for (const entry of entries) {
    const name = storedHtmlName(entry);
    if (name !== undefined) used.add(name);
  }
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (!used.has(name)) rmSync(path.join(folder, name), { force: true });
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
