/**
 * The items grouped by a key, in their order, each group holding what `valueOfItem` gives (the item itself
 * by default): one pass, each group's list grown in place.
 *
 * @example groupBy([{ locale: 'en', slug: 'a' }, { locale: 'fr', slug: 'a' }], (page) => page.slug, (page) => page.locale)
 * // Map { 'a' => ['en', 'fr'] }
 */
export function groupBy<T, K, V = T>(
  items: Iterable<T>,
  keyOf: (item: T) => K,
  valueOfItem: (item: T) => V = (item) => item as unknown as V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(valueOfItem(item));
    else groups.set(key, [valueOfItem(item)]);
  }
  return groups;
}
