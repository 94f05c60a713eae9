import { vi } from 'vitest';
import type { PagefindFilterValue, PagefindModule, PagefindResultData } from '../client/pagefind-types';

/**
 * For tests: a Pagefind module over fixed records. A record matches when its title or excerpt contains
 * the term (ignoring case) and its filters match. `merged` holds the records of other indexes by their
 * bundle's address: `mergeIndex` adds them to the searches.
 */
export function fakePagefind(
  primary: readonly PagefindResultData[],
  merged: Readonly<Record<string, readonly PagefindResultData[]>> = {},
) {
  const records = [...primary];
  const matchesFilter = (values: readonly string[] | undefined, wanted: PagefindFilterValue) =>
    typeof wanted === 'string'
      ? (values?.includes(wanted) ?? false)
      : !wanted.none.some((value) => values?.includes(value));
  const matches = (
    record: PagefindResultData,
    term: string,
    filters: Readonly<Record<string, PagefindFilterValue>>,
  ) =>
    `${record.meta.title} ${record.excerpt}`.toLowerCase().includes(term.toLowerCase()) &&
    Object.entries(filters).every(([name, wanted]) => matchesFilter(record.filters?.[name], wanted));
  const counts = () => {
    const found: Record<string, Record<string, number>> = {};
    for (const record of records)
      for (const [name, values] of Object.entries(record.filters ?? {}))
        for (const value of values) {
          found[name] ??= {};
          found[name][value] = (found[name][value] ?? 0) + 1;
        }
    return found;
  };
  return {
    options: vi.fn(async () => {}),
    init: vi.fn(async () => {}),
    search: vi.fn(
      async (term: string | null, options?: { filters?: Readonly<Record<string, PagefindFilterValue>> }) => ({
        results: records
          .filter((record) => matches(record, term ?? '', options?.filters ?? {}))
          .map((record, index) => ({ id: String(index), data: vi.fn(async () => record) })),
      }),
    ),
    filters: vi.fn(async () => counts()),
    mergeIndex: vi.fn(async (bundlePath: string, _options?: { readonly baseUrl?: string }) => {
      records.push(...(merged[bundlePath] ?? []));
    }),
    preload: vi.fn(async () => {}),
  } satisfies PagefindModule;
}
