import type { ComponentApi } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { apiPageUrl, apiSearchRecords, apiTableAnchor, componentSearchName, plainText } from './api-records';

const alert: ComponentApi = {
  name: 'Alert',
  description: 'A message.',
  props: [
    {
      name: 'type',
      type: "'success' | 'info'",
      default: "'info'",
      values: ["'success'", "'info'"],
      required: false,
      description: 'The **colour** and `icon` of the alert.',
    },
    { name: 'title', type: 'string', default: null, values: null, required: true, description: 'The title.' },
  ],
  events: [{ name: 'close', payload: 'MouseEvent', description: 'When the close button is clicked.' }],
  slots: [{ name: 'default', description: 'The message.' }],
};

describe('apiSearchRecords', () => {
  it('makes a record per prop, event and slot, titled "alert › prop › type" and filtered by kind and component', () => {
    const records = apiSearchRecords(
      { api: alert, url: '/{locale}/components/alert/' },
      { locale: 'en', anchor: apiTableAnchor },
    );
    expect(records.map((record) => record.meta.title)).toEqual([
      'alert › prop › type',
      'alert › prop › title',
      'alert › event › close',
      'alert › slot › default',
    ]);
    expect(records[0]).toEqual({
      url: '/en/components/alert/#api-alert-props-type',
      content:
        "The colour and icon of the alert.\nType: 'success' | 'info'.\nDefault: 'info'.\nOne of: 'success', 'info'.",
      language: 'en',
      meta: { title: 'alert › prop › type' },
      filters: { kind: ['prop'], component: ['alert'] },
    });
    expect(records[1]?.content).toBe('The title.\nType: string.');
    expect(records[2]).toMatchObject({
      url: '/en/components/alert/#api-alert-events-close',
      content: 'When the close button is clicked.\nPayload: MouseEvent.',
      filters: { kind: ['event'], component: ['alert'] },
    });
    expect(records[3]).toMatchObject({
      url: '/en/components/alert/#api-alert-slots-default',
      content: 'The message.',
    });
  });

  it('names the language as Pagefind names the index of that language’s pages (lowercased)', () => {
    const [record] = apiSearchRecords(
      { api: alert, url: '/{locale}/alert/' },
      { locale: 'zh-CN', anchor: () => undefined },
    );
    expect(record).toMatchObject({ language: 'zh-cn', url: '/zh-CN/alert/' });
  });

  it('uses the words of the language, and the given component name', () => {
    const [record] = apiSearchRecords(
      { api: alert, url: { de: '/de/alert/#old' }, component: 'v-alert' },
      { locale: 'de', anchor: () => 'props', labels: { de: { 'api.type': 'Typ' } } },
    );
    expect(record?.url).toBe('/de/alert/#props');
    expect(record?.meta.title).toBe('v-alert › prop › type');
    expect(record?.content).toContain("Typ: 'success' | 'info'.");
  });

  it('gives no records in a language the component has no page in', () => {
    expect(
      apiSearchRecords({ api: alert, url: { en: '/en/alert/' } }, { locale: 'fr', anchor: apiTableAnchor }),
    ).toEqual([]);
  });
});

describe('apiPageUrl', () => {
  it.each([
    ['/{locale}/alert/', 'zh-CN', '/zh-CN/alert/'],
    ['/alert/', 'en', '/alert/'],
    [{ en: '/en/a/' }, 'en', '/en/a/'],
    [{ en: '/en/a/' }, 'toString', undefined],
  ])('%j in %s is %j', (url, locale, expected) => {
    expect(apiPageUrl(url, locale)).toBe(expected);
  });
});

describe('componentSearchName', () => {
  it.each([
    ['Alert', 'alert'],
    ['ExpansionPanelTitle', 'expansion-panel-title'],
    ['OTPInput', 'otp-input'],
    ['Data table', 'data-table'],
    ['V2Button', 'v2-button'],
  ])('%s is %s', (name, expected) => {
    expect(componentSearchName(name)).toBe(expected);
  });
});

describe('plainText', () => {
  it.each([
    ['Shows a [link](/x) with `code` and **bold**.', 'Shows a link with code and bold.'],
    [
      'An _emphasised_ and *italic* word, snake_case_name kept.',
      'An emphasised and italic word, snake_case_name kept.',
    ],
    ['Line\n\nbreaks   collapse', 'Line breaks collapse'],
    ['![image](x.png) alt', 'image alt'],
  ])('%j reads %j', (markdown, text) => {
    expect(plainText(markdown)).toBe(text);
  });
});
