// The search index of a development server: built in memory when first asked for, rebuilt when a page
// changes, and served under `{base}pagefind/`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SearchIndexFiles } from '../node/search-index-files';

export interface DevSearchIndexOptions {
  /** Builds the index from the pages as they are now. */
  readonly build: () => Promise<SearchIndexFiles>;
  /** The address the index is served under, e.g. `/docs/pagefind/`. */
  readonly prefix: string;
  /** Told after each build that worked. */
  readonly onBuilt?: ((index: SearchIndexFiles) => void) | undefined;
  /** Told when a build fails; the last index that worked is served meanwhile. */
  readonly onError?: ((error: unknown) => void) | undefined;
  /** How long to wait after a change for more changes before rebuilding, in ms. Default: 50. */
  readonly settleMs?: number | undefined;
}

export interface DevSearchIndex {
  /** Marks the index out of date (a page changed): it is rebuilt once the changes settle. */
  invalidate(): void;
  /** The index's files by path, up to date with every change made so far; built first when needed. */
  files(): Promise<ReadonlyMap<string, Uint8Array>>;
  /** Connect middleware answering requests under `prefix` with the index's files (404 for others). */
  middleware(request: IncomingMessage, response: ServerResponse, next: () => void): void;
}

/**
 * A development server's search index. A build waits for the one running; changes during a build start
 * another after it. After a rebuild the previous index's files stay served too, so a page that loaded
 * Pagefind before the change keeps finding its index chunks (it sees the new text once reloaded).
 */
export function createDevSearchIndex(options: DevSearchIndexOptions): DevSearchIndex {
  let served: ReadonlyMap<string, Uint8Array> | undefined;
  let latest: ReadonlyMap<string, Uint8Array> = new Map();
  let lastError: unknown;
  let stale = true;
  let building: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const rebuild = (): Promise<void> => {
    stale = false;
    building = options
      .build()
      .then(
        (index) => {
          served = new Map([...latest, ...index.files]);
          latest = index.files;
          lastError = undefined;
          options.onBuilt?.(index);
        },
        (error: unknown) => {
          lastError = error;
          options.onError?.(error);
        },
      )
      .finally(() => {
        building = undefined;
        if (stale && timer === undefined) void rebuild();
      });
    return building;
  };

  const files = async () => {
    if (stale && building === undefined) void rebuild();
    while (building !== undefined) await building;
    if (served === undefined) throw lastError;
    return served;
  };

  return {
    invalidate() {
      stale = true;
      // Nothing is rebuilt before anyone asked for the index.
      if (served === undefined && building === undefined) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (stale && building === undefined) void rebuild();
      }, options.settleMs ?? 50);
    },
    files,
    middleware(request, response, next) {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (!path.startsWith(options.prefix) || !['GET', 'HEAD'].includes(request.method ?? 'GET')) {
        next();
        return;
      }
      files().then(
        (found) => {
          const content = found.get(fileName(path.slice(options.prefix.length)));
          if (content === undefined) return answer(response, 404, 'text/plain', 'Not found');
          answer(response, 200, contentType(path), content);
        },
        (error: unknown) => answer(response, 500, 'text/plain', messageOf(error)),
      );
    },
  };
}

function answer(response: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  response.statusCode = status;
  response.setHeader('Content-Type', type.startsWith('text/') ? `${type}; charset=utf-8` : type);
  response.setHeader('Cache-Control', 'no-cache');
  response.end(body);
}

function fileName(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript',
  json: 'application/json',
  css: 'text/css',
  html: 'text/html',
};

function contentType(path: string): string {
  return CONTENT_TYPES[/\.(\w+)$/.exec(path)?.[1] ?? ''] ?? 'application/octet-stream';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
