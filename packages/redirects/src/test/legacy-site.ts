// Shared test data: a realistic legacy table (130 entries: `.html` pages of an old site, an old
// language prefix that is not one of the site's, nested guide and API paths, long paths) and the
// site it moves to — the Lectern site's languages and the pages its targets name.
import { readFileSync } from 'node:fs';
import { parseRedirectTable } from '../parse-redirect-table';
import type { RedirectLocale } from '../types';

const file = new URL('./fixtures/legacy-redirects.json', import.meta.url);

/** The legacy table file's text, as a site would have it. */
export const legacyTableText = readFileSync(file, 'utf8');

/** The table's entries, read as the command line reads them. */
export const legacyEntries = parseRedirectTable(legacyTableText, { file: 'legacy-redirects.json' });

/** The Lectern site's languages: three enabled (one with an alternate code), five listed but disabled. */
export const legacyLocales: readonly RedirectLocale[] = [
  { locale: 'en', enabled: true },
  { locale: 'zh-CN', alternate: 'zh-Hans', enabled: true },
  { locale: 'eo-UY', enabled: true },
  { locale: 'ja', enabled: false },
  { locale: 'de', enabled: false },
  { locale: 'fr', enabled: false },
  { locale: 'ru', enabled: false },
  { locale: 'ko', enabled: false },
];

export const legacySite = { locales: legacyLocales, defaultLocale: 'en' } as const;

/** The built site's pages: every target under each enabled language, as a Lectern site writes them. */
export const legacySitePages: readonly string[] = [
  ...new Set(
    ['en', 'zh-CN', 'eo-UY'].flatMap((code) =>
      legacyEntries.map(({ to }) => {
        const path = `/${code}${to}`;
        return path.endsWith('/') || path.endsWith('.pdf') ? path : `${path}/`;
      }),
    ),
  ),
];
