/**
 * Whether an element is laid out right to left, read from the nearest `dir` attribute (the site sets
 * it on `<html>`). Arrow keys follow what the reader sees: in RTL, ArrowLeft goes forward.
 */
export function isRightToLeft(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}

/**
 * The step a horizontal arrow key takes through an item order: +1 forward, -1 back, 0 for other keys.
 *
 * @example horizontalStep('ArrowLeft', true) // 1 (right to left)
 */
export function horizontalStep(key: string, rightToLeft: boolean): -1 | 0 | 1 {
  if (key === 'ArrowRight') return rightToLeft ? -1 : 1;
  if (key === 'ArrowLeft') return rightToLeft ? 1 : -1;
  return 0;
}
