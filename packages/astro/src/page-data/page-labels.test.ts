import { en } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { pageLabels } from './page-labels.js';

describe('pageLabels', () => {
  it("gives the site's own labels in a normal language", () => {
    expect(pageLabels({ labels: { 'nav.search': 'Find' } }, 'en')).toEqual({ 'nav.search': 'Find' });
    expect(pageLabels({}, 'ja')).toEqual({});
  });

  it("gives the theme's Simplified Chinese texts to a Chinese page, under the site's own labels", () => {
    const labels = pageLabels({ labels: { 'nav.search': 'Find' } }, 'zh-CN');
    expect(Object.keys(labels)).toHaveLength(Object.keys(en).length);
    expect(labels['nav.search']).toBe('Find');
    expect(labels['outline.onThisPage']).toBe('本页目录');
    expect(pageLabels({}, 'zh-Hans')['docFooter.next']).toBe('下一页');
  });

  it('shows every interface text with its message key in the in-context translation mode', () => {
    const labels = pageLabels({ labels: { 'nav.search': 'Find' } }, 'eo-UY');
    expect(Object.keys(labels)).toHaveLength(Object.keys(en).length);
    expect(labels['nav.search']).toBe('Find [nav.search]');
    expect(labels['outline.onThisPage']).toBe('On this page [outline.onThisPage]');
  });
});
