/** What DocSearch needs from the theme config's `search` settings (provider `algolia`). */
export interface DocSearchOptions {
  /** The Algolia application id. */
  readonly appId: string;
  /** The search-only API key (public). */
  readonly apiKey: string;
  /** The DocSearch index. */
  readonly indexName: string;
  /** The search box's placeholder. */
  readonly placeholder?: string | undefined;
}

/** The options checked: the options, or every problem found, worded for people. */
export type DocSearchOptionsResult =
  | { readonly success: true; readonly options: DocSearchOptions }
  | { readonly success: false; readonly problems: readonly string[] };

const REQUIRED = ['appId', 'apiKey', 'indexName'] as const;

/**
 * Checks the DocSearch settings of the `algolia` provider: the theme config's `search` object
 * (`{ provider: 'algolia', appId, apiKey, indexName }`), or the same fields on their own. Other fields
 * are left alone. Problems are named as in the theme config (`search.appId`).
 *
 * @example checkDocSearchOptions({ appId: 'A1', apiKey: 'k' })
 * // { success: false, problems: ['search.indexName: expected the DocSearch index name (got nothing)'] }
 */
export function checkDocSearchOptions(options: unknown): DocSearchOptionsResult {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return {
      success: false,
      problems: ['search: expected { appId, apiKey, indexName } for the algolia provider'],
    };
  }
  const record = options as Record<string, unknown>;
  const problems = REQUIRED.filter(
    (key) => typeof record[key] !== 'string' || (record[key] as string).trim() === '',
  ).map((key) => `search.${key}: expected the DocSearch ${words[key]} (got ${shown(record[key])})`);
  if (record.placeholder !== undefined && typeof record.placeholder !== 'string') {
    problems.push(`search.placeholder: expected a text (got ${shown(record.placeholder)})`);
  }
  if (problems.length > 0) return { success: false, problems };
  const { appId, apiKey, indexName, placeholder } = record as unknown as DocSearchOptions;
  return { success: true, options: { appId, apiKey, indexName, placeholder } };
}

const words = { appId: 'application id', apiKey: 'search API key', indexName: 'index name' } as const;

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
