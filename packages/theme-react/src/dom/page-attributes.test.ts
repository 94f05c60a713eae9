import { BASE_ATTRIBUTE } from '@lectern/theme-core/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteBase } from './page-attributes';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(BASE_ATTRIBUTE);
});

describe('siteBase', () => {
  it('is the root on a page without the attribute (a site at the host’s root)', () => {
    expect(siteBase()).toBe('/');
  });

  it.each([
    ['/docs/', '/docs/'],
    ['/docs/v2/', '/docs/v2/'],
    ['/docs', '/docs/'],
    [' /docs/ ', '/docs/'],
    ['/', '/'],
    ['', '/'],
    ['docs/', '/'],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
  ])('reads data-lectern-base=%j as %j', (value, expected) => {
    document.documentElement.setAttribute(BASE_ATTRIBUTE, value);
    expect(siteBase()).toBe(expected);
  });

  it('reads the element it is given', () => {
    const root = document.createElement('html');
    root.setAttribute(BASE_ATTRIBUTE, '/v2/');
    expect(siteBase(root)).toBe('/v2/');
  });
});
