import { describe, expect, it } from 'vitest';
import { apiPagesSettings } from './api-pages-settings.js';

const api = (name: string) => ({ name, description: `${name}.`, props: [], events: [], slots: [] });

describe('apiPagesSettings', () => {
  it('gives the api collection at /{locale}/api/ when the site says nothing', () => {
    expect(apiPagesSettings({}, '/site')).toEqual({
      path: 'api',
      sets: [{ collection: 'api', prefix: '', exclude: [] }],
      listed: false,
      sourceLink: undefined,
      siteFolder: '',
      guides: {},
    });
  });

  it('is nothing when the site turns the pages off', () => {
    expect(apiPagesSettings({ apiPages: false }, '/site')).toBeUndefined();
  });

  it('keeps the listed sets, and shows sources from the repository root', () => {
    const settings = apiPagesSettings(
      {
        apiPages: {
          path: 'reference/api',
          sets: [
            { collection: 'api', title: 'Library' },
            { collection: 'themeApi', prefix: 'theme-', title: 'Theme' },
          ],
          sourceLink: 'https://example.com/blob/main/:path',
          sourceRoot: '../..',
        },
      },
      '/repo/apps/docs',
    );
    expect(settings).toMatchObject({
      path: 'reference/api',
      listed: true,
      siteFolder: 'apps/docs',
      sets: [
        { collection: 'api', prefix: '', exclude: [] },
        { collection: 'themeApi', prefix: 'theme-', title: 'Theme' },
      ],
    });
  });

  it("names each searchApi entry's page as its component's guide, by its id", () => {
    const settings = apiPagesSettings(
      {
        searchApi: [
          { api: api('Alert'), url: '/{locale}/components/alert/', component: 'alert' },
          { api: api('DatePicker'), url: { en: '/en/pickers/' } },
          // An entry the search checks later: no name, no page.
          { api: {}, url: '/x/' } as never,
        ],
      },
      '/site',
    );
    expect(settings?.guides).toEqual({
      alert: '/{locale}/components/alert/',
      'date-picker': { en: '/en/pickers/' },
    });
  });
});
