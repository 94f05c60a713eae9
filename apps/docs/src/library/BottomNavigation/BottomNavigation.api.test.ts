import { describe, expect, it } from 'vitest';
import json from '../../content/api/bottom-navigation.json';
import { apiDataMismatches, type ImplementedApi, parseApiData } from '../shared/api-data';
import { type BottomNavigationProps, bottomNavigationDefaults } from './BottomNavigation';
import { BOTTOM_NAVIGATION_DENSITIES, BOTTOM_NAVIGATION_MODES } from './bottom-navigation-rules';

const implemented: ImplementedApi<BottomNavigationProps> = {
  name: 'BottomNavigation',
  props: {
    items: undefined,
    value: undefined,
    defaultValue: bottomNavigationDefaults.defaultValue,
    mode: undefined,
    density: bottomNavigationDefaults.density,
    label: bottomNavigationDefaults.label,
  },
  values: { mode: BOTTOM_NAVIGATION_MODES, density: BOTTOM_NAVIGATION_DENSITIES },
  required: ['items'],
  events: { onChange: true },
  slots: [],
};

describe('bottom-navigation.json', () => {
  it('documents exactly what BottomNavigation takes', () => {
    expect(apiDataMismatches(parseApiData(json, 'bottom-navigation.json'), implemented)).toEqual([]);
  });
});
