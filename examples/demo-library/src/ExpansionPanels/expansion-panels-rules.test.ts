import { describe, expect, it } from 'vitest';
import {
  assertExpansionPanelVariant,
  EXPANSION_PANEL_VARIANTS,
  titleForKey,
  toggleOpen,
} from './expansion-panels-rules';

describe('assertExpansionPanelVariant', () => {
  it.each(EXPANSION_PANEL_VARIANTS)('accepts %s', (variant) => {
    expect(assertExpansionPanelVariant(variant)).toBe(variant);
  });

  it.each([['flat'], [''], [undefined]])('rejects %j, naming the prop and the allowed values', (variant) => {
    expect(() => assertExpansionPanelVariant(variant)).toThrow(
      'ExpansionPanels: the "variant" prop must be one of default, accordion, inset, popout',
    );
  });
});

describe('toggleOpen', () => {
  it.each([
    [[], 'a', false, ['a']],
    [['a'], 'b', false, ['b']],
    [['a'], 'a', false, []],
    [[], 'a', true, ['a']],
    [['a'], 'b', true, ['a', 'b']],
    [['a', 'b'], 'a', true, ['b']],
  ])('from %j toggling %s (multiple: %s) leaves %j open', (open, value, multiple, expected) => {
    expect(toggleOpen(open, value, multiple)).toEqual(expected);
  });
});

describe('titleForKey', () => {
  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 0, 3, null],
    ['ArrowDown', 0, 0, null],
  ])('%s from %i of %i goes to %j', (key, current, count, expected) => {
    expect(titleForKey(key, current, count)).toBe(expected);
  });
});
