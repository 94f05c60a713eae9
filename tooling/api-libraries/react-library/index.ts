// A small React library the API tests read: written for them, each construct on purpose.
export { Badge, type BadgeProps } from './Badge';
export { Panel } from './Panel';
export { Picker, type PickerProps } from './Picker';
export { BADGE_TONES, type BadgeEdge, type BadgeTone } from './tones';

/** Not a component: a value the library exports beside them. */
export const version = '1.0.0';
