import { describe, expect, it } from 'vitest';
import json from '../../content/api/menu.json';
import { apiDataMismatches, type ImplementedApi, parseApiData } from '../shared/api-data';
import { type MenuProps, menuDefaults } from './Menu';
import { MENU_LOCATIONS } from './menu-rules';

const implemented: ImplementedApi<MenuProps> = {
  name: 'Menu',
  props: {
    label: undefined,
    items: undefined,
    location: menuDefaults.location,
    closeOnContentClick: menuDefaults.closeOnContentClick,
    open: undefined,
    defaultOpen: menuDefaults.defaultOpen,
    disabled: menuDefaults.disabled,
  },
  values: { location: MENU_LOCATIONS },
  required: ['label', 'items'],
  events: { onOpenChange: true, onSelect: true },
  slots: [],
};

describe('menu.json', () => {
  it('documents exactly what Menu takes', () => {
    expect(apiDataMismatches(parseApiData(json, 'menu.json'), implemented)).toEqual([]);
  });
});
