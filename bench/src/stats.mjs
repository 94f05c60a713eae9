// Small numeric helpers for the figures.

/** The median of some numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The item whose `key` is the median one (the lower middle for an even count). */
export function medianBy(items, key) {
  if (items.length === 0) return undefined;
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** a / b, or undefined when either is missing or b is 0. */
export function ratio(a, b) {
  if (typeof a !== 'number' || typeof b !== 'number' || b === 0) return undefined;
  return a / b;
}
