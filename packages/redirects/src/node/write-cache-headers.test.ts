import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTransformedRoutes } from '@vercel/routing-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HEADERS_BLOCK_START, netlifyCacheHeaders, vercelCacheHeaders } from '../generate/cache-headers';
import { mergeHeadersFile, mergeVercelHeaders } from './merge-host-files';
import { writeCacheHeaders } from './write-cache-headers';

const folders = ['/_astro/', '/_lectern/sidebar/'];

describe('netlifyCacheHeaders and vercelCacheHeaders', () => {
  it('mark each folder immutable for a year, under the base', () => {
    expect(netlifyCacheHeaders(folders, { base: '/docs/' }).split('\n')).toEqual([
      HEADERS_BLOCK_START,
      '/docs/_astro/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/docs/_lectern/sidebar/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '# lectern: cache headers end',
      '',
    ]);
    expect(vercelCacheHeaders(folders)).toEqual([
      {
        source: '/_astro/(.*)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        source: '/_lectern/sidebar/(.*)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ]);
  });

  it('are headers Vercel accepts', () => {
    const { error } = getTransformedRoutes({ headers: vercelCacheHeaders(folders, { base: '/docs/' }) });
    expect(error).toBeNull();
  });

  it('refuse what is not a folder, naming it', () => {
    expect(() => netlifyCacheHeaders(['_astro'])).toThrow(
      '"_astro" is not a folder of the site, such as "/_astro/"',
    );
    expect(() => vercelCacheHeaders(['/_astro/*'])).toThrow('"/_astro/*" is not a folder');
  });
});

describe('mergeHeadersFile and mergeVercelHeaders', () => {
  const block = netlifyCacheHeaders(['/_astro/']);
  it('put the block before the site’s own rules, and replace an earlier one', () => {
    const own = '/*\n  X-Frame-Options: DENY\n';
    expect(mergeHeadersFile(own, block)).toBe(`${block}${own}`);
    const older = netlifyCacheHeaders(['/old/']);
    expect(mergeHeadersFile(`${own}${older}`, block)).toBe(`${own}${block}`);
  });

  it('keep the site’s own Vercel headers and settings, replacing an earlier run’s', () => {
    const ours = vercelCacheHeaders(['/_astro/']);
    const own = { source: '/(.*)', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] };
    expect(mergeVercelHeaders({ cleanUrls: true, headers: [own, ...ours] }, ours)).toEqual({
      cleanUrls: true,
      headers: [...ours, own],
    });
    expect(() => mergeVercelHeaders({ routes: [] }, ours)).toThrow('"routes"');
    expect(() => mergeVercelHeaders({ headers: {} }, ours)).toThrow('"headers" is not a list');
  });
});

describe('writeCacheHeaders', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lectern-headers-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes _headers and merges into the redirects’ vercel.json, the same on a second run', async () => {
    const redirects = { redirects: [{ source: '/old', destination: '/new', permanent: true }] };
    await writeFile(join(dir, 'vercel.json'), JSON.stringify(redirects));
    await writeFile(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    expect(await writeCacheHeaders(dir, { folders, base: '/docs/' })).toEqual(['_headers', 'vercel.json']);
    const first = [
      await readFile(join(dir, '_headers'), 'utf8'),
      await readFile(join(dir, 'vercel.json'), 'utf8'),
    ];
    expect(first[0]).toBe(`${netlifyCacheHeaders(folders, { base: '/docs/' })}/*\n  X-Frame-Options: DENY\n`);
    expect(JSON.parse(first[1] ?? '')).toEqual({
      ...redirects,
      headers: vercelCacheHeaders(folders, { base: '/docs/' }),
    });
    await writeCacheHeaders(dir, { folders, base: '/docs/' });
    expect([
      await readFile(join(dir, '_headers'), 'utf8'),
      await readFile(join(dir, 'vercel.json'), 'utf8'),
    ]).toEqual(first);
  });

  it('writes nothing when vercel.json cannot take the headers, and says why', async () => {
    await writeFile(join(dir, 'vercel.json'), '{"routes": []}');
    await expect(writeCacheHeaders(dir, { folders })).rejects.toThrow(
      'vercel.json cannot take them: it has "routes", which Vercel does not allow with "headers"',
    );
    await expect(readFile(join(dir, '_headers'), 'utf8')).rejects.toThrow('ENOENT');
    await expect(writeCacheHeaders(join(dir, 'none'), { folders })).rejects.toThrow('is not a folder');
  });
});
