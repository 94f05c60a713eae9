import { describe, expect, it } from 'vitest';
import { apiGuides } from './api-guides.js';

describe('apiGuides', () => {
  it('leads each component to the page showing its tables, in each language that has it', () => {
    const guides = apiGuides(
      [{ component: 'button', url: { en: '/en/guide/button/', 'zh-CN': '/zh-CN/guide/button/' } }],
      {},
      ['en', 'zh-CN'],
    );
    expect(guides.get('button')).toEqual({ en: '/en/guide/button/', 'zh-CN': '/zh-CN/guide/button/' });
    expect(guides.get('panel')).toBeUndefined();
  });

  it("takes the searchApi option's page for the others, {locale} standing for each language", () => {
    const guides = apiGuides(
      [{ component: 'button', url: { en: '/en/guide/button/' } }],
      { alert: '/{locale}/components/alert/', button: '/{locale}/elsewhere/', menu: { en: '/en/menus/' } },
      ['en', 'zh-CN'],
    );
    expect(guides.get('alert')).toEqual({ en: '/en/components/alert/', 'zh-CN': '/zh-CN/components/alert/' });
    expect(guides.get('button')).toEqual({ en: '/en/guide/button/' });
    expect(guides.get('menu')).toEqual({ en: '/en/menus/' });
  });
});
