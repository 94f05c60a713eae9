import { builtInDictionary } from './catalogues.js';
import { en, type PartialUiDictionary, type UiStringKey } from './en.js';
import { interpolate, type TranslationParams } from './interpolate.js';

export { interpolate, messageProblems, type TranslationParams } from './interpolate.js';

/** Where interface texts come from, most specific first. */
export interface TranslatorOptions {
  /** The language to show, e.g. `zh-CN`. Default: English. */
  readonly locale?: string | undefined;
  /** The site's translations by language code; each may leave out keys, and wins over the theme's own. */
  readonly dictionaries?: Readonly<Record<string, PartialUiDictionary>> | undefined;
  /** The site's own texts (the theme config's `labels`); they win over every dictionary. */
  readonly overrides?: PartialUiDictionary | undefined;
}

/** Gives the text for a key, with its placeholders filled in. */
export type Translator = (key: UiStringKey, params?: TranslationParams) => string;

/**
 * Makes a function giving the interface texts for one language: the site's overrides first, then the
 * site's dictionary for that language (then its primary language's, so `de-AT` falls back to `de`), then
 * the theme's own translation (`builtInDictionary`, e.g. Simplified Chinese), then English.
 *
 * @example
 * const t = createTranslator({ locale: 'zh-CN', dictionaries: { 'zh-CN': { 'outline.onThisPage': '目录' } } });
 * t('outline.onThisPage') // '目录'
 * t('docFooter.next') // '下一页'
 * createTranslator({ locale: 'ja' })('docFooter.next') // 'Next page'
 */
export function createTranslator(options: TranslatorOptions = {}): Translator {
  const sources = dictionariesFor(options);
  return (key, params) => {
    const text = sources.map((source) => source?.[key]).find((value) => value !== undefined) ?? key;
    return params ? interpolate(text, params, options.locale) : text;
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

/**
 * The interface texts of one language without English: each key the site's overrides, the site's
 * dictionaries or the theme's own translation give, in the order `createTranslator` reads them. A key
 * left out falls back to English; `fallbackLanguage` says so, for marking the text `lang="en"`.
 *
 * @example resolveLabels({ locale: 'zh-CN' })['docFooter.next'] // '下一页'
 * @example resolveLabels({ locale: 'ja', overrides: { 'docFooter.next': '次へ' } }) // { 'docFooter.next': '次へ' }
 */
export function resolveLabels(options: TranslatorOptions = {}): PartialUiDictionary {
  const sources = translationsFor(options).reverse();
  return Object.assign({}, ...sources.map((source) => definedTexts(source ?? {})));
}

function dictionariesFor(options: TranslatorOptions) {
  return [...translationsFor(options), en];
}

/** The sources of a language's texts before English, most specific first. */
function translationsFor({ locale, dictionaries = {}, overrides }: TranslatorOptions) {
  const languages = locale ? [locale, locale.split('-')[0]] : [];
  const siteDictionaries = [...new Set(languages)].map((code) => lookup(dictionaries, code));
  return [overrides, ...siteDictionaries, locale ? builtInDictionary(locale) : undefined];
}

/** A dictionary without the keys it sets to `undefined`, so they do not hide a less specific source. */
function definedTexts(dictionary: PartialUiDictionary): PartialUiDictionary {
  return Object.fromEntries(Object.entries(dictionary).filter(([, text]) => text !== undefined));
}

/** A language's dictionary by code, matching the code without regard to case. */
function lookup(dictionaries: Readonly<Record<string, PartialUiDictionary>>, code: string | undefined) {
  const wanted = code?.toLowerCase();
  const match = Object.keys(dictionaries).find((candidate) => candidate.toLowerCase() === wanted);
  return match === undefined ? undefined : dictionaries[match];
}
