// The interface texts of the site's own areas (sponsors, jobs, brand kit, releases, API explorer,
// playground) that appear in content of more than one language: flat dot-keys, English as the source of
// truth, other languages partial and falling back to English.

const en = {
  'sponsors.strip.title': 'Sponsored by',
  'sponsors.strip.all': 'All sponsors and how to become one',
  'sponsors.strip.become': 'Sponsor Lectern',
  'sponsors.strip.empty':
    'Lectern is free and open source. Sponsors pay for its accessibility audits, browser testing and translation review.',
  'sponsors.strip.how': 'How to become a sponsor',
  'sponsors.tier.empty': 'Nobody sponsors at this tier yet.',
  'sponsors.tier.join': 'Become the first',
  'jobs.filters': 'Filter the listings',
  'jobs.location': 'Location',
  'jobs.anyLocation': 'Any location',
  'jobs.remoteOnly': 'Remote only',
  'jobs.clear': 'Clear filters',
  'jobs.count.one': '{count} open listing',
  'jobs.count.other': '{count} open listings',
  'jobs.countFiltered.one': '{count} of {total} open listings',
  'jobs.countFiltered.other': '{count} of {total} open listings',
  'jobs.none': 'No open listing matches these filters.',
  'jobs.noneOpen': 'There are no open listings right now.',
  'jobs.remote': 'Remote',
  'jobs.onSite': 'On site',
  'jobs.posted': 'Posted {date}',
  'jobs.until': 'open until {date}',
} as const;

export type AreaLabelKey = keyof typeof en;

const translations: Readonly<Record<string, Partial<Record<AreaLabelKey, string>>>> = {
  en,
  'zh-CN': {
    'sponsors.strip.title': '赞助商',
    'sponsors.strip.all': '全部赞助商，以及如何成为赞助商',
    'sponsors.strip.become': '赞助 Lectern',
    'sponsors.strip.empty': 'Lectern 免费且开源。赞助用于支付它的无障碍审核、浏览器测试和翻译审校。',
    'sponsors.strip.how': '如何成为赞助商',
    'sponsors.tier.empty': '这个级别还没有赞助商。',
    'sponsors.tier.join': '成为第一位',
    'jobs.filters': '筛选职位',
    'jobs.location': '地点',
    'jobs.anyLocation': '任意地点',
    'jobs.remoteOnly': '仅限远程',
    'jobs.clear': '清除筛选',
    'jobs.count.one': '{count} 个开放职位',
    'jobs.count.other': '{count} 个开放职位',
    'jobs.countFiltered.one': '{total} 个开放职位中的 {count} 个',
    'jobs.countFiltered.other': '{total} 个开放职位中的 {count} 个',
    'jobs.none': '没有符合这些筛选条件的开放职位。',
    'jobs.noneOpen': '目前没有开放的职位。',
    'jobs.remote': '远程',
    'jobs.onSite': '现场办公',
    'jobs.posted': '发布于 {date}',
    'jobs.until': '开放至 {date}',
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
