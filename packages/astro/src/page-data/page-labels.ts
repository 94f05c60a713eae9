import { en, type PartialUiDictionary, resolveLabels, type ThemeConfig } from '@lectern/theme-core';

/** The language of the in-context translation mode (the "Help translate" entry). */
export const IN_CONTEXT_LOCALE = 'eo-UY';

/**
 * The interface texts of a page in a language: the site's own `labels`, then the theme's translation of
 * that language (Simplified Chinese for `zh-CN`); English is the fallback for every key left out, and
 * `fallbackLanguage` marks those texts `lang="en"` on a page in another language. In the in-context
 * translation mode every text is shown with its message key beside it, so a translator sees which key
 * each text on the page comes from.
 *
 * @example pageLabels({}, 'zh-CN')['nav.search'] // '搜索'
 * @example pageLabels({}, 'eo-UY')['nav.search'] // 'Search [nav.search]'
 */
export function pageLabels(theme: Pick<ThemeConfig, 'labels'>, locale: string): PartialUiDictionary {
  if (locale !== IN_CONTEXT_LOCALE) return resolveLabels({ locale, overrides: theme.labels });
  const own: PartialUiDictionary = theme.labels ?? {};
  return Object.fromEntries(
    Object.entries(en).map(([key, text]) => [key, `${own[key as keyof typeof en] ?? text} [${key}]`]),
  );
}
