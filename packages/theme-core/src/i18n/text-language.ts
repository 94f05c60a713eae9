import type { PartialUiDictionary, UiStringKey } from './en.js';

/**
 * The language to mark an interface text with when it is not the page's own: `en` when `labels` (a
 * page's texts, as `resolveLabels` gives them) leave the key out, so the text falls back to English,
 * on a page in another language; `undefined` when the text is in the page's language. Components put
 * it in a `lang` attribute around the text, so screen readers read the English text as English
 * (WCAG 3.1.2, language of parts).
 *
 * @example fallbackLanguage({}, 'docFooter.next', 'ja') // 'en'
 * @example fallbackLanguage({ 'docFooter.next': '次へ' }, 'docFooter.next', 'ja') // undefined
 * @example fallbackLanguage({}, 'docFooter.next', 'en-GB') // undefined
 */
export function fallbackLanguage(
  labels: PartialUiDictionary | undefined,
  key: UiStringKey,
  locale: string | undefined,
): 'en' | undefined {
  if (locale === undefined || labels?.[key] !== undefined) return undefined;
  return locale.split('-')[0]?.toLowerCase() === 'en' ? undefined : 'en';
}
