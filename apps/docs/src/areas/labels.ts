// The interface texts of the site's own areas (sponsors, jobs, brand kit, releases, API explorer,
// playground) that appear in content of more than one language: flat dot-keys, English as the source of
// truth, other languages partial and falling back to English.

const en = {
  'sponsors.strip.title': 'Sponsored by',
  'sponsors.strip.all': 'All sponsors and how to become one',
} as const;

export type AreaLabelKey = keyof typeof en;

const translations: Readonly<Record<string, Partial<Record<AreaLabelKey, string>>>> = {
  en,
  'zh-CN': {
    'sponsors.strip.title': '赞助商',
    'sponsors.strip.all': '全部赞助商，以及如何成为赞助商',
  },
};

/**
 * The text of `key` in `lang`, else in English, with `{name}`-style values filled in.
 *
 * @example areaText('zh-CN', 'sponsors.strip.title') // '赞助商'
 */
export function areaText(
  lang: string,
  key: AreaLabelKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const text = translations[lang]?.[key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
