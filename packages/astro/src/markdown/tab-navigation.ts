/**
 * The tab a key moves to in a tab list, as the ARIA tabs pattern has it: the arrow keys move to the next
 * or previous tab in reading order, wrapping round (so in a right-to-left page the left arrow goes to the
 * next tab), Home and End to the first and last. `undefined` for any other key, or an empty list.
 *
 * @example nextTabIndex('ArrowRight', 2, 3) // 0
 * @example nextTabIndex('ArrowLeft', 0, 3, 'rtl') // 1
 */
export function nextTabIndex(
  key: string,
  current: number,
  count: number,
  direction: string = 'ltr',
): number | undefined {
  if (count <= 0) return undefined;
  const [next, previous] = direction === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  switch (key) {
    case next:
      return (current + 1) % count;
    case previous:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
