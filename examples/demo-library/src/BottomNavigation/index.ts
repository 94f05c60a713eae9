export {
  BottomNavigation,
  type BottomNavigationItem,
  type BottomNavigationProps,
  bottomNavigationDefaults,
} from './BottomNavigation';
export {
  BOTTOM_NAVIGATION_DENSITIES,
  BOTTOM_NAVIGATION_HEIGHT,
  BOTTOM_NAVIGATION_MODES,
  type BottomNavigationDensity,
  type BottomNavigationMode,
  bottomNavigationHeight,
} from './bottom-navigation-rules';
