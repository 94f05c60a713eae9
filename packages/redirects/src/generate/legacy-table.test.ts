import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTransformedRoutes } from '@vercel/routing-utils';
import { describe, expect, it } from 'vitest';
import { createRedirectResolver } from '../create-redirect-resolver';
import { writeRedirectOutputs } from '../node/write-redirect-outputs';
import { namesFile } from '../site-path';
import { legacyEntries, legacySite, legacySitePages } from '../test/legacy-site';
import { validateRedirects } from '../validate-redirects';
import { countRedirectsFileRules, HOST_RULE_LIMITS } from './host-rule-limits';
import { netlifyRedirects } from './netlify-redirects';
import { nginxRedirectMap } from './nginx-redirect-map';
import { listRedirectAddresses } from './redirect-addresses';
import { vercelRedirects } from './vercel-redirects';

// The whole chain on a realistic legacy table: 130 entries, 51 of them ending in a file name
// (`.html`, one `.pdf`), on a site with 8 languages (9 locale codes, so 10 address forms per entry).
const pages = new Set(legacySitePages);
const resolver = createRedirectResolver(legacyEntries, legacySite);
const addresses = listRedirectAddresses(resolver);
const fileEntries = legacyEntries.filter((entry) => namesFile(entry.from)).length;

describe('a 130-entry legacy table', () => {
  it('checks clean against the built site', () => {
    expect(legacyEntries).toHaveLength(130);
    expect(fileEntries).toBe(51);
    const { errors, warnings } = validateRedirects(legacyEntries, {
      pages: legacySitePages,
      locales: legacySite.locales,
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('leads every address, with and without trailing slash, to a page in one hop', () => {
    expect(addresses).toHaveLength(130 * 10);
    for (const { from, location } of addresses) {
      expect(pages.has(location), `${from} → ${location}`).toBe(true);
      expect(resolver.resolve(from)?.location).toBe(location);
      if (!namesFile(from)) expect(resolver.resolve(`${from}/`)?.location).toBe(location);
    }
  });

  it('writes forced _redirects rules, one per address and slash form, and no more', () => {
    const text = netlifyRedirects(legacyEntries, legacySite);
    const rules = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    // 79 entries × 10 forms × 2 slash forms + 51 file entries × 10 forms.
    expect(rules).toHaveLength(79 * 10 * 2 + 51 * 10);
    expect(countRedirectsFileRules(text)).toBe(rules.length);
    for (const rule of rules) {
      const [, location, status] = rule.split(' ');
      expect(status, rule).toBe('301!');
      expect(pages.has(location as string), rule).toBe(true);
    }
  });

  it('writes one Vercel redirect per entry and enabled language, which Vercel reads as the resolver answers', () => {
    const { redirects } = vercelRedirects(legacyEntries, legacySite);
    expect(redirects).toHaveLength(130 * 3);
    expect(redirects.length).toBeLessThanOrEqual(HOST_RULE_LIMITS.vercel);
    const { routes, error } = getTransformedRoutes({ redirects });
    expect(error).toBeNull();
    const compiled = (routes ?? []).map((route) => ({
      pattern: new RegExp((route as { src: string }).src),
      location: (route as { headers: Record<string, string> }).headers.Location,
    }));
    const answer = (path: string) => compiled.find((route) => route.pattern.test(path))?.location;
    for (const { from, location } of addresses) {
      expect(answer(from), from).toBe(location);
      if (!namesFile(from)) expect(answer(`${from}/`), `${from}/`).toBe(location);
    }
    for (const path of [
      '/xx/quick-start',
      '/quick-start/more',
      '/en/en/quick-start',
      '/quick-startx',
      '/index.html/',
    ]) {
      expect(answer(path), path).toBeUndefined();
    }
  });

  it('writes an nginx map with the hash sizes its long keys need', () => {
    const text = nginxRedirectMap(legacyEntries, legacySite);
    expect(text).toMatch(/^map_hash_bucket_size \d+;\nmap_hash_max_size \d+;\nmap \$uri/m);
    const keys = text.split('\n').filter((line) => /^ {2}"/.test(line));
    expect(keys).toHaveLength(79 * 10 * 2 + 51 * 10);
    expect(Math.max(...keys.map((line) => (line.split('" "')[0] as string).length - 3))).toBeGreaterThan(46);
  });

  it('writes every output into the site and warns about the Cloudflare Pages limit only', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'lectern-legacy-'));
    try {
      const written = await writeRedirectOutputs(dist, legacyEntries, legacySite);
      expect(written.pages).toHaveLength(130 * 10);
      expect(written.warnings).toEqual([
        expect.stringMatching(/^_redirects has 2,090 rules; Cloudflare Pages/),
      ]);
      const vercel = JSON.parse(await readFile(join(dist, 'vercel.json'), 'utf8'));
      expect(vercel.redirects).toHaveLength(390);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
