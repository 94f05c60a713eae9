import { createTranslator, type TranslationParams, type UiStringKey } from '@lectern/theme-core';
import type { Labels } from './labels';

/**
 * One interface text: from `labels` when given there, else English; `{name}` placeholders filled from
 * `params`. It loads the whole English dictionary: use it in components drawn on the server or loaded on
 * first use, and `islandLabelText` (`labels.ts`) in the parts every page runs.
 *
 * @example labelText({ 'docFooter.next': 'Suivant' }, 'docFooter.next') // 'Suivant'
 */
export function labelText(labels: Labels | undefined, key: UiStringKey, params?: TranslationParams): string {
  return createTranslator({ overrides: labels })(key, params);
}
