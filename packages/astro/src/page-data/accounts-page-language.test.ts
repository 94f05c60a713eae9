import type { LocaleEntry } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { accountsPageLanguage } from './accounts-page-language.js';

const LOCALES: LocaleEntry[] = [
  { title: 'English', locale: 'en', enabled: true },
  { title: 'العربية', locale: 'ar', enabled: true },
  { title: '简体中文', locale: 'zh-CN', alternate: 'zh-Hans', enabled: true },
  { title: 'Deutsch', locale: 'de', enabled: false },
];
const SITE = {
  theme: { labels: { 'account.linkCancel': 'Never mind' } },
  locales: LOCALES,
  defaultLocale: 'en',
};

describe('accountsPageLanguage', () => {
  it.each([
    ['/', '/ar/guide/', 'ar', 'rtl'],
    ['/', '/zh-Hans/guide/', 'zh-CN', 'ltr'],
    ['/', '/en/', 'en', 'ltr'],
    ['/docs/', '/docs/ar/', 'ar', 'rtl'],
    ['/', '/', 'en', 'ltr'],
    ['/', '/de/guide/', 'en', 'ltr'],
    ['/docs/', '/docs/', 'en', 'ltr'],
  ])('under base %j, a login back to %j speaks %j (%s)', (basePath, returnTo, lang, dir) => {
    const language = accountsPageLanguage(SITE as never, basePath)(returnTo);
    expect(language).toMatchObject({ lang, dir });
    expect(language.labels['account.linkCancel']).toBe('Never mind');
    // A Chinese page's texts are the theme's Chinese ones, under the site's own.
    expect(language.labels['account.linkConfirmTitle']).toBe(
      lang === 'zh-CN' ? '要将 {provider} 关联到你的账户吗？' : undefined,
    );
  });
});
