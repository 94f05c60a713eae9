export { Menu, type MenuProps, menuDefaults } from './Menu';
export { MenuList, type MenuListProps } from './MenuList';
export {
  assertMenuLocation,
  focusMoveForKey,
  isTypeaheadKey,
  MENU_LOCATIONS,
  MENU_TYPEAHEAD_TIMEOUT,
  type MenuFocusMove,
  type MenuItem,
  type MenuItemInput,
  type MenuLocation,
  nextFocusIndex,
  normalizeMenuItems,
  typeaheadIndex,
  typeaheadQuery,
} from './menu-rules';
export { useOutsideInteraction } from './useOutsideInteraction';
export { useTypeahead } from './useTypeahead';
