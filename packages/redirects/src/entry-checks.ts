import { splitFirstSegment, toPathKey } from './path-key';
import type { RedirectEntry, RedirectLocale, RedirectProblemCode } from './types';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** Whether a text has a control character (U+0000–U+001F or U+007F), such as a line break or a tab. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/** Why an entry cannot be used, before it is compared with the other entries. */
export interface EntryIssue {
  code: RedirectProblemCode;
  reason: string;
}

/**
 * Every code and alternate code of the given locales, the first path segments that name a language.
 *
 * @example localeCodes([{ locale: 'zh-CN', alternate: 'zh-Hans', enabled: true }]) // Set { 'zh-CN', 'zh-Hans' }
 */
export function localeCodes(locales: readonly RedirectLocale[] = []): Set<string> {
  const codes = new Set<string>();
  for (const locale of locales) {
    codes.add(locale.locale);
    if (locale.alternate) codes.add(locale.alternate);
  }
  return codes;
}

function checkSource(from: string, locales: ReadonlySet<string>): EntryIssue | undefined {
  if (from.trim() === '') return { code: 'invalid-source', reason: 'the old path is empty' };
  if (SCHEME.test(from) || from.startsWith('//')) {
    return { code: 'invalid-source', reason: 'the old path has a scheme or a host; write the path only' };
  }
  if (from.includes('?')) {
    return {
      code: 'invalid-source',
      reason: 'the old path has a query; the query of a request is kept anyway',
    };
  }
  if (from.includes('#')) {
    return {
      code: 'invalid-source',
      reason: 'the old path has a hash; the hash of a request is kept anyway',
    };
  }
  const key = toPathKey(from);
  if (key === '')
    return { code: 'invalid-source', reason: 'the old path is the root "/", which cannot redirect' };
  if (hasControlCharacter(key)) {
    return { code: 'invalid-source', reason: 'the old path has a control character such as a line break' };
  }
  if (DOT_SEGMENT.test(key)) {
    return {
      code: 'invalid-source',
      reason: 'the old path has a "." or ".." segment, which browsers remove before they request it',
    };
  }
  const [first] = splitFirstSegment(key);
  if (locales.has(first)) {
    return {
      code: 'locale-prefix',
      reason: `the old path starts with the locale "${first}"; write it without, /${first}/… is answered anyway`,
    };
  }
  return undefined;
}

function checkTarget(to: string, locales: ReadonlySet<string>): EntryIssue | undefined {
  if (to === '') return { code: 'invalid-target', reason: 'the target is empty' };
  if (!to.startsWith('/'))
    return { code: 'invalid-target', reason: `the target "${to}" must start with "/"` };
  if (to.startsWith('//') || to.includes('\\')) {
    return { code: 'invalid-target', reason: `the target "${to}" would leave the site (it reads as a host)` };
  }
  if (to.includes('?') || to.includes('#')) {
    return {
      code: 'invalid-target',
      reason: `the target "${to}" has a query or a hash; write the path only`,
    };
  }
  const [first] = splitFirstSegment(toPathKey(to));
  if (locales.has(first)) {
    return {
      code: 'locale-prefix',
      reason: `the target "${to}" starts with the locale "${first}"; write it without, the locale is added`,
    };
  }
  return undefined;
}

/**
 * Why an entry cannot be used on its own: at most one reason about its old path and one about its
 * target; empty when both are well formed.
 *
 * @example checkEntry({ from: 'quick-start', to: 'getting-started' }, new Set())
 * // [{ code: 'invalid-target', reason: 'the target "getting-started" must start with "/"' }]
 */
export function checkEntry(entry: RedirectEntry, locales: ReadonlySet<string>): EntryIssue[] {
  const issues: EntryIssue[] = [];
  const source = checkSource(entry.from, locales);
  if (source) issues.push(source);
  const target = checkTarget(entry.to, locales);
  if (target) issues.push(target);
  return issues;
}
