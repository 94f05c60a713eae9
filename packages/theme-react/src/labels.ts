import {
  createTranslator,
  type PartialUiDictionary,
  type TranslationParams,
  type UiStringKey,
} from '@lectern/theme-core';

/**
 * The interface texts a component shows, as plain data so it can cross into an island: the site
 * resolves them for the page's language (its dictionary plus the theme config's `labels`), and every key
 * left out falls back to English.
 */
export type Labels = PartialUiDictionary;

/**
 * One interface text: from `labels` when given there, else English; `{name}` placeholders filled from
 * `params`.
 *
 * @example labelText({ 'docFooter.next': 'Suivant' }, 'docFooter.next') // 'Suivant'
 */
export function labelText(labels: Labels | undefined, key: UiStringKey, params?: TranslationParams): string {
  return createTranslator({ overrides: labels })(key, params);
}
