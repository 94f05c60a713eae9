import { open, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isRedirectPage } from '../generate/static-redirect-pages';

/** How much of an HTML file is read to tell a redirect page from a page of the site. */
const HEAD_BYTES = 1024;

async function readHead(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.toString('utf8', 0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The page of an HTML file, from its path relative to the site's folder: a folder's `index.html` is the
 * folder with a trailing slash, another file is its path without `.html`.
 *
 * @example pagePathOf('zh-CN/components/menus/index.html') // '/zh-CN/components/menus/'
 * @example pagePathOf('404.html') // '/404'
 */
export function pagePathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.slice(0, -'.html'.length)}`;
}

/**
 * The pages of a built site: every `*.html` file under `siteDir`, as page paths (see `pagePathOf`), in
 * sorted order. Redirect pages written by this package are left out, so a site can be checked again
 * after its redirect outputs were written.
 *
 * @example await findSitePages('dist') // ['/', '/en/', '/en/components/menus/', '/404', …]
 */
export async function findSitePages(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const pages: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    if (isRedirectPage(await readHead(file))) continue;
    pages.push(pagePathOf(relative(siteDir, file).split(sep).join('/')));
  }
  return pages.sort();
}
