// What the index builder reads from a built page: its language.

/**
 * The language of a page from `<html lang>`, or `undefined` when it has none.
 *
 * @example htmlLanguage('<!doctype html><html lang="zh-CN" dir="ltr">') // 'zh-CN'
 */
export function htmlLanguage(html: string): string | undefined {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0];
  const lang = tag && /\slang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
  const value = lang ? (lang[1] ?? lang[2] ?? lang[3] ?? '').trim() : '';
  return value === '' ? undefined : value;
}
