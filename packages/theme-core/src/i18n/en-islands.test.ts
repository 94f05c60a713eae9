import { describe, expect, it } from 'vitest';
import { resolveLabels } from '../index.js';
import { enIslandTexts, islandLabels } from './en-islands.js';

describe('islandLabels', () => {
  it("keeps a language's island texts and drops the rest of its dictionary", () => {
    const labels = resolveLabels({ locale: 'zh-CN' });
    const picked = islandLabels(labels);
    expect(Object.keys(picked).sort()).toEqual(Object.keys(enIslandTexts).sort());
    expect(picked['localNav.menu']).toBe(labels['localNav.menu']);
    expect(picked['localNav.menu']).not.toBe(enIslandTexts['localNav.menu']);
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(labels).length / 4);
  });

  it('leaves out what the labels do not have, so the island falls back to English', () => {
    expect(islandLabels({ 'nav.search': 'Suche', 'search.noResults': 'Nichts' })).toEqual({
      'nav.search': 'Suche',
    });
    expect(islandLabels(undefined)).toEqual({});
  });
});
