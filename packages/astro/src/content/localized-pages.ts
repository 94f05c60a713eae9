import type { LocaleEntry } from '@lectern/theme-core';

/** A content entry as the collection gives it: its id is `{locale}/{path}`, e.g. `zh-CN/guide/intro`. */
export interface ContentEntryLike {
  id: string;
}

/** One page to build: the language it is shown in, its path within that language, and its content. */
export interface LocalizedPage<Entry extends ContentEntryLike> {
  locale: string;
  /** The path after the language, without slashes at either end; `''` for the language's home. */
  slug: string;
  entry: Entry;
  /** The page has no translation in `locale`: the default language's content is shown. */
  fallback: boolean;
}

/** Splits an entry id into its language and its path: `zh-CN/guide/index` → `['zh-CN', 'guide']`. */
export function splitEntryId(id: string): [locale: string, slug: string] {
  const [locale = '', ...rest] = id.split('/');
  return [locale, rest.join('/').replace(/(^|\/)index$/, '')];
}

/**
 * Every page of every enabled language. A page written only in the default language also exists in every
 * other enabled language, showing the default language's content (`fallback`), so that the language menu
 * never leads nowhere. Entries of disabled or unknown languages are left out.
 *
 * @example localizedPages([{ id: 'en/guide' }], locales, 'en') // en/guide, zh-CN/guide (fallback), …
 */
export function localizedPages<Entry extends ContentEntryLike>(
  entries: readonly Entry[],
  locales: readonly LocaleEntry[],
  defaultLocale: string,
): LocalizedPage<Entry>[] {
  const enabled = locales.filter((entry) => entry.enabled).map((entry) => entry.locale);
  // Content ids may come lowercased (`zh-cn/guide`): the folder names the language whatever its case.
  const byLowerCase = new Map(enabled.map((code) => [code.toLowerCase(), code]));
  const bySlug = new Map<string, Map<string, Entry>>();
  for (const entry of entries) {
    const [folder, slug] = splitEntryId(entry.id);
    const locale = byLowerCase.get(folder.toLowerCase());
    if (locale === undefined) continue;
    const translations = bySlug.get(slug) ?? new Map<string, Entry>();
    translations.set(locale, entry);
    bySlug.set(slug, translations);
  }
  const pages: LocalizedPage<Entry>[] = [];
  for (const [slug, translations] of bySlug) {
    const original = translations.get(defaultLocale);
    for (const locale of enabled) {
      const own = translations.get(locale);
      if (own) pages.push({ locale, slug, entry: own, fallback: false });
      else if (original) pages.push({ locale, slug, entry: original, fallback: true });
    }
  }
  return pages;
}

/**
 * The entries a build makes pages of: every entry when drafts are built (the dev server), else all but
 * those marked `draft: true` in their frontmatter (the production build).
 *
 * @example builtEntries(entries, { drafts: false }) // the entries without `draft: true`
 */
export function builtEntries<Entry extends { data: { draft?: boolean | undefined } }>(
  entries: readonly Entry[],
  { drafts }: { drafts: boolean },
): Entry[] {
  return drafts ? [...entries] : entries.filter((entry) => entry.data.draft !== true);
}
