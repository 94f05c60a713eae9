import {
  enIslandTexts,
  type IslandTextKey,
  interpolate,
  type PartialUiDictionary,
  type TranslationParams,
} from '@lectern/theme-core';

// The texts of the parts every page runs. The whole dictionary (`labelText`) is in `label-text.ts`, apart,
// so that bundlers keep it out of those parts.

/**
 * The interface texts a component shows, as plain data so it can cross into an island: the site
 * resolves them for the page's language (its dictionary plus the theme config's `labels`), and every key
 * left out falls back to English.
 */
export type Labels = PartialUiDictionary;

/**
 * One text of the parts that run as every page loads (navigation bar, local nav, sidebar, outline), like
 * `labelText` but carrying only their English texts (`enIslandTexts`) rather than the whole
 * dictionary, so every page's JavaScript stays small.
 *
 * @example islandLabelText(undefined, 'nav.search') // 'Search'
 */
export function islandLabelText(
  labels: Labels | undefined,
  key: IslandTextKey,
  params?: TranslationParams,
): string {
  const text = labels?.[key] ?? enIslandTexts[key];
  return params ? interpolate(text, params) : text;
}
