import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * What a production build should say about Astro's `site` setting, the address the site is published
 * at: nothing when it is a public address; when it is missing or names this machine, what goes without
 * it (canonical addresses, `og:url`, `hreflang` links and the sitemap) and what to write.
 *
 * @example siteAddressWarning(undefined, 'astro.config')
 * // 'astro.config: site is not set, so the pages have no canonical address, og:url or hreflang links and no sitemap is written: set it to the address the site is published at, e.g. site: "https://docs.example.com"'
 */
export function siteAddressWarning(site: string | undefined, configFile: string): string | undefined {
  const fix = 'set it to the address the site is published at, e.g. site: "https://docs.example.com"';
  if (site === undefined) {
    return `${configFile}: site is not set, so the pages have no canonical address, og:url or hreflang links and no sitemap is written: ${fix}`;
  }
  let host: string;
  try {
    host = new URL(site).hostname;
  } catch {
    return `${configFile}: site ${JSON.stringify(site)} is not an address: ${fix}`;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || /^127\.|^\[?::1\]?$|^0\.0\.0\.0$/.test(host)) {
    return `${configFile}: site is ${site}, an address of this machine, so the pages' canonical addresses, og:url, hreflang links and sitemap point there: ${fix}`;
  }
  return undefined;
}

/** The icons the public folder may have, in the order the theme picks them. */
export const DEFAULT_FAVICONS = ['favicon.svg', 'favicon.ico', 'favicon.png'] as const;

/**
 * The address of the site's icon: the theme setting `favicon` as written (`false`: none), else the first
 * of `favicon.svg`, `favicon.ico` and `favicon.png` in the public folder, else none — never an address
 * the site does not serve.
 *
 * @example siteFavicon(undefined, '/site/public') // '/favicon.svg' when /site/public/favicon.svg exists
 */
export function siteFavicon(
  setting: string | false | undefined,
  publicDir: string,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  if (setting === false) return undefined;
  if (setting !== undefined) return setting;
  const found = DEFAULT_FAVICONS.find((file) => exists(path.join(publicDir, file)));
  return found === undefined ? undefined : `/${found}`;
}

/** The `type` of an icon link, from its file name: `image/svg+xml` for `.svg`. */
export function faviconType(href: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase();
  return extension === undefined
    ? undefined
    : (
        { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon', webp: 'image/webp' } as Record<
          string,
          string
        >
      )[extension];
}
