// Apart from the translator, so code that has its texts already (an island given its labels) can fill
// placeholders without loading the whole English dictionary.

/** Values for the `{name}` placeholders of a text. */
export type TranslationParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders with the given values. Placeholders without a value are left as they are,
 * so a missing value is visible rather than silently empty.
 *
 * @example interpolate('No results for "{query}"', { query: 'alert' }) // 'No results for "alert"'
 * @example interpolate('Hello {name}', {}) // 'Hello {name}'
 */
export function interpolate(text: string, params: TranslationParams): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
