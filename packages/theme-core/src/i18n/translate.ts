import { en, type PartialUiDictionary, type UiStringKey } from './en.js';
import { interpolate, type TranslationParams } from './interpolate.js';

export { interpolate, type TranslationParams } from './interpolate.js';

/** Where interface texts come from, most specific first. */
export interface TranslatorOptions {
  /** The language to show, e.g. `zh-CN`. Default: English. */
  readonly locale?: string | undefined;
  /** Translations by language code; each may leave out keys. */
  readonly dictionaries?: Readonly<Record<string, PartialUiDictionary>> | undefined;
  /** The site's own texts (the theme config's `labels`); they win over every dictionary. */
  readonly overrides?: PartialUiDictionary | undefined;
}

/** Gives the text for a key, with its placeholders filled in. */
export type Translator = (key: UiStringKey, params?: TranslationParams) => string;

/**
 * Makes a function giving the interface texts for one language: the site's overrides first, then that
 * language's dictionary (then its primary language's, so `de-AT` falls back to `de`), then English.
 *
 * @example
 * const t = createTranslator({ locale: 'zh-CN', dictionaries: { 'zh-CN': { 'outline.onThisPage': '本页目录' } } });
 * t('outline.onThisPage') // '本页目录'
 * t('docFooter.next') // 'Next page'
 */
export function createTranslator(options: TranslatorOptions = {}): Translator {
  const sources = dictionariesFor(options);
  return (key, params) => {
    const text = sources.map((source) => source?.[key]).find((value) => value !== undefined) ?? key;
    return params ? interpolate(text, params) : text;
  };
}

/**
 * Gives one interface text; see {@link createTranslator} for the order of the sources.
 *
 * @example translate('example.loadError', { params: { file: 'Alert.vue' } }) // 'Could not load example `Alert.vue`'
 */
export function translate(
  key: UiStringKey,
  options: TranslatorOptions & { readonly params?: TranslationParams | undefined } = {},
): string {
  return createTranslator(options)(key, options.params);
}

function dictionariesFor({ locale, dictionaries = {}, overrides }: TranslatorOptions) {
  const languages = locale ? [locale, locale.split('-')[0]] : [];
  return [overrides, ...[...new Set(languages)].map((code) => lookup(dictionaries, code)), en];
}

/** A language's dictionary by code, matching the code without regard to case. */
function lookup(dictionaries: Readonly<Record<string, PartialUiDictionary>>, code: string | undefined) {
  const wanted = code?.toLowerCase();
  const match = Object.keys(dictionaries).find((candidate) => candidate.toLowerCase() === wanted);
  return match === undefined ? undefined : dictionaries[match];
}
