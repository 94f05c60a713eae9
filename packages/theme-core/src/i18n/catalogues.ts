import type { PartialUiDictionary } from './en.js';
import { zhCN } from './zh-cn.js';

/**
 * The translations shipped with the theme, by language code. A site's own dictionaries and `labels`
 * win over them, key by key; every key they leave out falls back to English.
 */
export const builtInDictionaries: Readonly<Record<string, PartialUiDictionary>> =
  /* @__PURE__ */ Object.freeze({
    'zh-CN': zhCN,
  });

/** Chinese regions whose everyday script is Traditional: the Simplified catalogue is not theirs. */
const TRADITIONAL_REGIONS = /* @__PURE__ */ new Set(['tw', 'hk', 'mo']);

/**
 * The shipped translation for a language code, if there is one. Chinese in Simplified script gets the
 * `zh-CN` catalogue: `zh`, `zh-CN`, `zh-SG`, `zh-Hans`, `zh-Hans-HK`; Chinese in Traditional script
 * (`zh-TW`, `zh-HK`, `zh-Hant`) gets none, and falls back to English.
 *
 * @example builtInDictionary('zh-Hans')?.['docFooter.next'] // '下一页'
 * @example builtInDictionary('zh-TW') // undefined
 */
export function builtInDictionary(locale: string): PartialUiDictionary | undefined {
  const [language, ...subtags] = locale.toLowerCase().split('-');
  if (language !== 'zh') return undefined;
  const script = subtags.find((subtag) => subtag.length === 4);
  if (script !== undefined) return script === 'hans' ? zhCN : undefined;
  return subtags.some((subtag) => TRADITIONAL_REGIONS.has(subtag)) ? undefined : zhCN;
}
