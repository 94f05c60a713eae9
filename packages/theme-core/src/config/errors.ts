import type { z } from 'zod';
import { type ConfigIssue, toConfigIssues } from './issue-messages.js';
import { type PageMetadata, pageMetadataSchema } from './page.js';
import { type ThemeConfig, themeConfigSchema } from './theme.js';
import { unknownFieldErrorMap } from './unknown-fields.js';

export type { ConfigIssue } from './issue-messages.js';

/** Where the input came from, named in error messages. */
export interface ConfigSourceOptions {
  /** The file the input was read from. @example 'lectern.config.ts' */
  readonly file?: string | undefined;
}

/** The outcome of a `safeParse…` function: the parsed data, or every problem found. */
export type SafeParseConfigResult<Data> =
  | { readonly success: true; readonly data: Data }
  | { readonly success: false; readonly issues: readonly ConfigIssue[] };

/**
 * Thrown when a config file or a page's frontmatter is invalid. Its message lists every problem, one per
 * line, each prefixed with the file when known.
 *
 * @example
 * // lectern.config.ts: sidebar[2].items[0].link: expected a string (got 42)
 * // lectern.config.ts: unknown field "sidbar" (did you mean "sidebar"?)
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** The file the input was read from, if known. */
  readonly file: string | undefined;
  /** Every problem found. */
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[], options: ConfigSourceOptions = {}) {
    super(formatConfigIssues(issues, options.file));
    this.file = options.file;
    this.issues = issues;
  }
}

/**
 * Writes problems one per line: `file: path: message`, leaving out the parts that are empty.
 *
 * @example formatConfigIssues([{ path: 'nav[0].text', message: 'missing required field' }], 'lectern.config.ts')
 * // 'lectern.config.ts: nav[0].text: missing required field'
 */
export function formatConfigIssues(issues: readonly ConfigIssue[], file?: string): string {
  return issues
    .map((issue) =>
      [file, issue.path, issue.message].filter((part) => part !== undefined && part !== '').join(': '),
    )
    .join('\n');
}

/**
 * Validates input against any schema, reporting problems in words rather than as a zod dump.
 *
 * @example safeParseConfig(navSchema, [{ text: 42 }])
 * // { success: false, issues: [{ path: '[0].text', message: 'expected a string (got 42)' }] }
 */
export function safeParseConfig<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): SafeParseConfigResult<z.output<Schema>> {
  const result = schema.safeParse(input, { reportInput: true, error: unknownFieldErrorMap });
  if (result.success) return { success: true, data: result.data };
  return { success: false, issues: toConfigIssues(result.error.issues, input) };
}

/**
 * Validates input against any schema and returns the parsed data.
 *
 * @throws {ConfigError} listing every problem found.
 */
export function parseConfig<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  options: ConfigSourceOptions = {},
): z.output<Schema> {
  const result = safeParseConfig(schema, input);
  if (!result.success) throw new ConfigError(result.issues, options);
  return result.data;
}

/**
 * Validates the theme settings of a site and returns them parsed.
 *
 * @throws {ConfigError} listing every problem found.
 * @example parseThemeConfig(config, { file: 'lectern.config.ts' })
 */
export function parseThemeConfig(input: unknown, options: ConfigSourceOptions = {}): ThemeConfig {
  return parseConfig(themeConfigSchema, input, options);
}

/**
 * Validates the theme settings of a site without throwing.
 *
 * @example
 * const result = safeParseThemeConfig({ sidbar: [] });
 * // { success: false, issues: [{ path: '', message: 'unknown field "sidbar" (did you mean "sidebar"?)' }] }
 */
export function safeParseThemeConfig(input: unknown): SafeParseConfigResult<ThemeConfig> {
  return safeParseConfig(themeConfigSchema, input);
}

/**
 * Validates a page's frontmatter and returns it parsed. Unknown top-level fields are kept.
 *
 * @throws {ConfigError} listing every problem found.
 * @example parsePageMetadata(frontmatter, { file: 'docs/index.md' })
 */
export function parsePageMetadata(input: unknown, options: ConfigSourceOptions = {}): PageMetadata {
  return parseConfig(pageMetadataSchema, input, options);
}

/**
 * Validates a page's frontmatter without throwing.
 *
 * @example
 * safeParsePageMetadata({ layout: 'home', hero: { actions: [{ text: 'Go', link: 42 }] } });
 * // { success: false, issues: [{ path: 'hero.actions[0].link', message: 'expected a string (got 42)' }] }
 */
export function safeParsePageMetadata(input: unknown): SafeParseConfigResult<PageMetadata> {
  return safeParseConfig(pageMetadataSchema, input);
}
