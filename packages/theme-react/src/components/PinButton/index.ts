export type { PinButtonProps } from './PinButton';
export { PinButton } from './PinButton';
