import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchIndexFiles } from '../node/search-index-files';
import { createDevSearchIndex, type DevSearchIndexOptions } from './dev-search-index';

const text = (value: string) => new TextEncoder().encode(value);

/** An index build that gives the files of its `generation`-th run. */
function fakeBuild(files: (generation: number) => Record<string, string>) {
  let generation = 0;
  return vi.fn(async (): Promise<SearchIndexFiles> => {
    generation += 1;
    const map = new Map(Object.entries(files(generation)).map(([path, content]) => [path, text(content)]));
    return { files: map, pages: generation, records: 0, bytes: 0, languages: {}, warnings: [] };
  });
}

async function read(index: ReturnType<typeof createDevSearchIndex>) {
  const files = await index.files();
  return Object.fromEntries([...files].map(([path, content]) => [path, new TextDecoder().decode(content)]));
}

let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

/** Serves the index's middleware on 127.0.0.1, passing other requests to a "next" that answers 418. */
async function serve(options: DevSearchIndexOptions): Promise<string> {
  const index = createDevSearchIndex(options);
  const listening = createServer((request, response) =>
    index.middleware(request, response, () => {
      response.statusCode = 418;
      response.end('next');
    }),
  );
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

describe('createDevSearchIndex', () => {
  it('builds nothing until the index is asked for, then once for everyone asking together', async () => {
    const build = fakeBuild(() => ({ 'pagefind.js': 'one' }));
    const index = createDevSearchIndex({ build, prefix: '/pagefind/' });
    index.invalidate();
    expect(build).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([read(index), read(index)]);
    expect(first).toEqual({ 'pagefind.js': 'one' });
    expect(second).toEqual(first);
    expect(build).toHaveBeenCalledTimes(1);
    await read(index);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('rebuilds once the changes settle, and keeps serving the files of the index before', async () => {
    const build = fakeBuild((generation) => ({
      'pagefind.js': `v${generation}`,
      [`chunk-${generation}`]: 'x',
    }));
    const onBuilt = vi.fn();
    const index = createDevSearchIndex({ build, prefix: '/pagefind/', onBuilt, settleMs: 10 });
    await read(index);
    index.invalidate();
    index.invalidate();
    index.invalidate();
    await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(2));
    expect(await read(index)).toEqual({ 'pagefind.js': 'v2', 'chunk-1': 'x', 'chunk-2': 'x' });
    index.invalidate();
    await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(3));
    // Only the index just before stays: chunk-1 is gone.
    expect(await read(index)).toEqual({ 'pagefind.js': 'v3', 'chunk-2': 'x', 'chunk-3': 'x' });
    expect(onBuilt).toHaveBeenCalledTimes(3);
  });

  it('waits for a rebuild asked for before the files are read', async () => {
    const build = fakeBuild((generation) => ({ 'pagefind.js': `v${generation}` }));
    const index = createDevSearchIndex({ build, prefix: '/pagefind/', settleMs: 1000 });
    await read(index);
    index.invalidate();
    expect(await read(index)).toEqual({ 'pagefind.js': 'v2' });
  });

  it('builds again after a change made while it was building', async () => {
    let finish: () => void = () => undefined;
    const build = fakeBuild((generation) => ({ 'pagefind.js': `v${generation}` }));
    const slowFirst = vi.fn(async () => {
      if (build.mock.calls.length === 0) await new Promise<void>((resolve) => (finish = resolve));
      return build();
    });
    const index = createDevSearchIndex({ build: slowFirst, prefix: '/pagefind/', settleMs: 0 });
    const reading = read(index);
    index.invalidate();
    finish();
    await reading;
    await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(2));
    expect(await read(index)).toEqual({ 'pagefind.js': 'v2' });
  });

  it('serves the last index that worked when a rebuild fails, and tells why', async () => {
    const onError = vi.fn();
    let fail = false;
    const good = fakeBuild(() => ({ 'pagefind.js': 'good' }));
    const build = vi.fn(async () => {
      if (fail) throw new Error('pages[0].url: expected an address starting with "/"');
      return good();
    });
    const index = createDevSearchIndex({ build, prefix: '/pagefind/', onError });
    await read(index);
    fail = true;
    index.invalidate();
    expect(await read(index)).toEqual({ 'pagefind.js': 'good' });
    expect(onError).toHaveBeenCalledWith(new Error('pages[0].url: expected an address starting with "/"'));
  });

  it('serves the files under the prefix with their types, and passes other requests on', async () => {
    const origin = await serve({
      build: fakeBuild(() => ({
        'pagefind.js': 'export {}',
        'pagefind-entry.json': '{}',
        'pagefind-ui.css': 'p{}',
        'index/en_1.pf_index': 'chunk',
      })),
      prefix: '/docs/pagefind/',
    });
    const script = await fetch(`${origin}/docs/pagefind/pagefind.js?ts=1`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('no-cache');
    expect(await script.text()).toBe('export {}');
    expect((await fetch(`${origin}/docs/pagefind/pagefind-entry.json`)).headers.get('content-type')).toBe(
      'application/json',
    );
    expect((await fetch(`${origin}/docs/pagefind/pagefind-ui.css`)).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    const chunk = await fetch(`${origin}/docs/pagefind/index%2Fen_1.pf_index`);
    expect([chunk.status, chunk.headers.get('content-type'), await chunk.text()]).toEqual([
      200,
      'application/octet-stream',
      'chunk',
    ]);
    expect((await fetch(`${origin}/docs/pagefind/missing.js`)).status).toBe(404);
    expect((await fetch(`${origin}/docs/pagefind/%E0%A4%A.js`)).status).toBe(404);
    expect((await fetch(`${origin}/pagefind/pagefind.js`)).status).toBe(418);
    expect((await fetch(`${origin}/docs/pagefind/pagefind.js`, { method: 'POST' })).status).toBe(418);
  });

  it('answers 500 with the problems while no index could be built', async () => {
    const origin = await serve({
      build: async () => {
        throw new Error('Could not build the search index:\n  - pages: expected a list');
      },
      prefix: '/pagefind/',
    });
    const response = await fetch(`${origin}/pagefind/pagefind.js`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Could not build the search index:\n  - pages: expected a list');
  });
});
