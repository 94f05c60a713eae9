export type { LocalNavProps } from './LocalNav';
export { LocalNav } from './LocalNav';
export type { LocalNavMenuButtonProps } from './LocalNavMenuButton';
export { LocalNavMenuButton } from './LocalNavMenuButton';
export type { LocalNavOutlineDropdownProps } from './LocalNavOutlineDropdown';
export { LocalNavOutlineDropdown } from './LocalNavOutlineDropdown';
