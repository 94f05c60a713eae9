/**
 * The elements a Tab press can land on, as a CSS selector: those that take focus, less any taken out of
 * the Tab order (`tabindex="-1"`, like the options of a listbox whose box keeps focus). Hidden ones
 * (`hidden`, `display: none`, inside a closed `<details>`) match too: leaving them out needs a layout,
 * which is the caller's to check.
 */
export const TAB_STOP_SELECTOR = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'summary',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex^="-"])`)
  .join(', ');

/**
 * Where Tab goes in a container that keeps focus inside it (a modal dialog, a drawer): Tab past the last
 * stop wraps to the first and Shift+Tab before the first wraps to the last, so focus never leaves for
 * the browser's own controls, which the page shows as a stop on nothing. Focus outside the container
 * comes back to its first stop (its last with Shift+Tab).
 *
 * `at` is where focus is among the `count` stops: a stop's index; a fraction for an element between stops
 * that the browser also lets Tab reach (one after the first stop: `0.5`; the container itself: `-0.5`);
 * `undefined` when focus is outside the container.
 *
 * @returns The index of the stop to focus instead of the browser's own move, or `undefined` to let the
 *   browser move (the next stop is still inside).
 * @example tabWrapTarget(3, 2, false) // 0: from the last stop to the first
 * @example tabWrapTarget(3, 1, false) // undefined: the browser moves to the third
 * @example tabWrapTarget(3, 2.5, false) // 0: from a scroll box after the last stop
 */
export function tabWrapTarget(count: number, at: number | undefined, backwards: boolean): number | undefined {
  if (count === 0) return undefined;
  if (at === undefined) return backwards ? count - 1 : 0;
  if (!backwards && at >= count - 1) return 0;
  if (backwards && at <= 0) return count - 1;
  return undefined;
}
