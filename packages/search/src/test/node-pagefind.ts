import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { vi } from 'vitest';
import type { PagefindModule } from '../client/pagefind-types';

/**
 * For Node tests: imports a built `pagefind.js` as a page in `language` would, with `fetch` reading the
 * bundle's files from disk (Pagefind fetches its index chunks). Each call gives a fresh module.
 */
export async function importBuiltPagefind(outputDir: string, language: string): Promise<PagefindModule> {
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    return new Response(await readFile(fileURLToPath(url.replace(/\?.*$/, ''))));
  });
  // Pagefind reads the page's language from <html lang>; it needs nothing else of `document`.
  vi.stubGlobal('document', {
    currentScript: null,
    querySelector: (selector: string) => (selector === 'html' ? { getAttribute: () => language } : null),
  });
  const url = `${pathToFileURL(join(outputDir, 'pagefind.js')).href}?language=${language}&t=${Date.now()}`;
  const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule;
  await pagefind.options({ baseUrl: '/' });
  return pagefind;
}
