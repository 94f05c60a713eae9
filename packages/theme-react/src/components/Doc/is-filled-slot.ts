import type { ReactNode } from 'react';

/**
 * Whether a slot was given something to render: `null`, `undefined`, `''` and booleans render nothing,
 * so a layout leaves out the slot's frame (and its grid column) for them.
 */
export function isFilledSlot(slot: ReactNode): boolean {
  return slot !== null && slot !== undefined && slot !== '' && typeof slot !== 'boolean';
}
