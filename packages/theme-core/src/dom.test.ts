import { describe, expect, it } from 'vitest';
import * as dom from './dom.js';

describe('the names the page shares', () => {
  it('gives each name a value of its own', () => {
    const values: unknown[] = Object.values(dom).filter((value) => typeof value === 'string');
    expect(new Set(values).size).toBe(values.length);
  });

  it('keeps events, attributes and keys in their namespaces', () => {
    for (const [name, value] of Object.entries(dom)) {
      if (name.endsWith('_EVENT')) expect(value, name).toMatch(/^lectern:[a-z-]+$/);
      if (name.endsWith('_ATTRIBUTE')) expect(value, name).toMatch(/^data-[a-z-]+$/);
      if (name.endsWith('_STORAGE_KEY') || name.endsWith('_STORAGE_PREFIX'))
        expect(value, name).toMatch(/^lectern-[a-z-]+:?$/);
    }
  });

  it('orders the cascade layers from the reset to the utilities', () => {
    expect(dom.CASCADE_LAYERS).toEqual([
      'lectern.reset',
      'lectern.theme',
      'lectern.components',
      'lectern.utilities',
    ]);
  });
});
