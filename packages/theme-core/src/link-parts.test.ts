import { describe, expect, it } from 'vitest';
import { hasScheme, splitPathSuffix } from './link-parts.js';

describe('hasScheme', () => {
  it.each([
    ['https://example.com/', true],
    ['mailto:team@example.com', true],
    ['tel:+1', true],
    ['//cdn.example.com/a.js', false],
    ['/guide/', false],
    ['guide/intro', false],
    ['#props', false],
    ['1http:x', false],
  ])('%s → %s', (link, expected) => {
    expect(hasScheme(link)).toBe(expected);
  });
});

describe('splitPathSuffix', () => {
  it.each([
    ['/guide/', { pathname: '/guide/', suffix: '' }],
    ['/guide/?tab=api', { pathname: '/guide/', suffix: '?tab=api' }],
    ['/guide/#props', { pathname: '/guide/', suffix: '#props' }],
    ['/guide/?tab=api#props', { pathname: '/guide/', suffix: '?tab=api#props' }],
    ['/guide/#a?b', { pathname: '/guide/', suffix: '#a?b' }],
    ['', { pathname: '', suffix: '' }],
  ])('%s', (path, expected) => {
    expect(splitPathSuffix(path)).toEqual(expected);
  });
});
