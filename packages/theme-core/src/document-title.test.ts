import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title.js';

describe('documentTitle', () => {
  it.each([
    ['Getting started', 'Lectern', 'Getting started | Lectern'],
    ['Getting started', undefined, 'Getting started'],
    ['Getting started', '', 'Getting started'],
    [undefined, 'Lectern', 'Lectern'],
    ['', 'Lectern', 'Lectern'],
    [undefined, undefined, 'Documentation'],
    [undefined, '', 'Documentation'],
  ])('titles %j on the site %j as %j', (title, siteTitle, expected) => {
    expect(documentTitle(title, siteTitle)).toBe(expected);
  });
});
