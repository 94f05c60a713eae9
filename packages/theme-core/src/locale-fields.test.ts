import { describe, expect, it } from 'vitest';
import { navOfLocale, ofLocale } from './locale-fields.js';

describe('navOfLocale', () => {
  const shared = [{ text: 'Guide', link: '/guide/' }];
  const chinese = [{ text: '指南', link: '/guide/' }];
  const theme = {
    nav: shared,
    locales: [
      { title: 'English', locale: 'en', enabled: true },
      { title: '简体中文', locale: 'zh-CN', enabled: true, nav: chinese },
    ],
  };

  it("gives a language's own menu, its code compared without regard to case", () => {
    expect(navOfLocale(theme, 'zh-CN')).toEqual(chinese);
    expect(navOfLocale(theme, 'zh-cn')).toEqual(chinese);
  });

  it('gives the shared menu to a language without one, and none when there is none', () => {
    expect(navOfLocale(theme, 'en')).toEqual(shared);
    expect(navOfLocale(theme, 'fr')).toEqual(shared);
    expect(navOfLocale({}, 'en')).toEqual([]);
  });
});

describe('ofLocale', () => {
  const banner = { id: 'v1', text: 'Version 1 is out.' };
  const chineseBanner = { id: 'v1-zh', text: '1.0 版已发布。' };
  const footer = { copyright: '© Lectern' };
  const chineseFooter = { message: '以 MIT 许可证发布。' };
  const theme = {
    banner,
    footer,
    locales: [
      { title: 'English', locale: 'en', enabled: true },
      { title: '简体中文', locale: 'zh-CN', enabled: true, banner: chineseBanner, footer: chineseFooter },
    ],
  };

  it("gives a language's own banner, ad or footer, else the shared one", () => {
    expect(ofLocale(theme, 'zh-cn', 'banner')).toEqual(chineseBanner);
    expect(ofLocale(theme, 'zh-CN', 'footer')).toEqual(chineseFooter);
    expect(ofLocale(theme, 'en', 'banner')).toEqual(banner);
    expect(ofLocale(theme, 'en', 'ad')).toBeUndefined();
    expect(ofLocale({ locales: theme.locales }, 'en', 'footer')).toBeUndefined();
  });
});
