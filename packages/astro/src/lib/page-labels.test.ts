import { en } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { pageLabels } from './page-labels.js';

describe('pageLabels', () => {
  it("gives the site's own labels in a normal language", () => {
    expect(pageLabels({ labels: { 'nav.search': 'Find' } }, 'en')).toEqual({ 'nav.search': 'Find' });
    expect(pageLabels({}, 'zh-CN')).toEqual({});
  });

  it('shows every interface text with its message key in the in-context translation mode', () => {
    const labels = pageLabels({ labels: { 'nav.search': 'Find' } }, 'eo-UY');
    expect(Object.keys(labels)).toHaveLength(Object.keys(en).length);
    expect(labels['nav.search']).toBe('Find [nav.search]');
    expect(labels['outline.onThisPage']).toBe('On this page [outline.onThisPage]');
  });
});
