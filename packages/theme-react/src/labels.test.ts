import { en } from '@lectern/theme-core';
import { describe, expect, it } from 'vitest';
import { labelText } from './label-text';
import { islandLabelText } from './labels';

describe('islandLabelText', () => {
  it('gives the English text of a key left out of the labels', () => {
    expect(islandLabelText(undefined, 'nav.search')).toBe('Search');
    expect(islandLabelText({ 'nav.menu': 'Menü' }, 'nav.search')).toBe('Search');
  });

  it("prefers the page's own text and fills its placeholders", () => {
    expect(islandLabelText({ 'nav.search': 'Suche' }, 'nav.search')).toBe('Suche');
    expect(islandLabelText(undefined, 'sidebar.toggleSection', { text: 'Guide' })).toBe(
      'Toggle section Guide',
    );
  });
});

describe('labelText', () => {
  it('gives any text of the dictionary, those of the parts loaded on first use included', () => {
    expect(labelText(undefined, 'settings.darkCodeBlocks')).toBe(en['settings.darkCodeBlocks']);
    expect(labelText({ 'example.loadError': 'No {file}' }, 'example.loadError', { file: 'a' })).toBe('No a');
  });
});
