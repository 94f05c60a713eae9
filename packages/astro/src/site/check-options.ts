import {
  type ConfigIssue,
  formatConfigIssues,
  safeParseConfig,
  themeConfigSchema,
  unknownFieldMessage,
} from '@lectern/theme-core/config';
import { type CheckedLecternOptions, lecternOptionsSchema } from '../options.js';

/** What {@link checkLecternOptions} found: the options, or one line per problem. */
export type OptionsCheck =
  | { readonly ok: true; readonly options: CheckedLecternOptions; readonly config: unknown }
  | { readonly ok: false; readonly problems: readonly string[] };

const OPTION_FIELDS = Object.keys(lecternOptionsSchema.shape);
const THEME_FIELDS = Object.keys(themeConfigSchema.shape);
const optionsWithoutConfig = lecternOptionsSchema.omit({ config: true });

/**
 * Checks the options given to `lectern(…)`, apart from the theme settings (checked on their own, against
 * the file they come from). Theme settings written beside the options instead of inside `config` are
 * named with where they go; a field another tool uses is named with Lectern's (`title` →
 * `config.siteTitle`, `themeConfig` → `config`); other problems say what was expected and what was given.
 *
 * @example checkLecternOptions({ siteTitle: 'Docs' }, 'astro.config')
 * // { ok: false, problems: ['astro.config: lectern(): siteTitle is a theme setting: write it inside config, as lectern({ config: { siteTitle: … } })'] }
 */
export function checkLecternOptions(input: unknown, file: string): OptionsCheck {
  if (input === undefined) return { ok: true, options: {}, config: undefined };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      ok: false,
      problems: [
        `${file}: lectern(): expected an object of options, e.g. lectern({ config: { siteTitle: 'My library' } })`,
      ],
    };
  }
  const given = input as Record<string, unknown>;
  const issues: ConfigIssue[] = [];
  const misplaced = Object.keys(given).filter(
    (key) => !OPTION_FIELDS.includes(key) && THEME_FIELDS.includes(key),
  );
  if (misplaced.length > 0) {
    const fields = misplaced.join(', ');
    const first = misplaced[0];
    issues.push({
      path: '',
      message: `${fields} ${misplaced.length === 1 ? 'is a theme setting' : 'are theme settings'}: write ${misplaced.length === 1 ? 'it' : 'them'} inside config, as lectern({ config: { ${first}: … } })`,
    });
  }
  for (const key of Object.keys(given)) {
    if (OPTION_FIELDS.includes(key) || THEME_FIELDS.includes(key)) continue;
    issues.push({ path: '', message: unknownOptionMessage(key) });
  }
  const known = Object.fromEntries(Object.entries(given).filter(([key]) => OPTION_FIELDS.includes(key)));
  const { config, ...options } = known;
  const result = safeParseConfig(optionsWithoutConfig, options);
  if (!result.success) issues.push(...result.issues);
  if (issues.length > 0) {
    return { ok: false, problems: formatConfigIssues(issues, `${file}: lectern()`).split('\n') };
  }
  return { ok: true, options: result.success ? result.data : {}, config };
}

/**
 * An unknown option, with Lectern's name for it: an option of the integration a few typos away, or a
 * theme setting (`title` → `config.siteTitle`), or where another tool's setting goes in Lectern.
 */
function unknownOptionMessage(key: string): string {
  const asOption = unknownFieldMessage(key, OPTION_FIELDS);
  if (asOption.includes('(')) return asOption.replace(/^unknown field/, 'unknown option');
  const asSetting = unknownFieldMessage(key, THEME_FIELDS);
  const suggested = /\(did you mean "([^"]+)"\?\)$/.exec(asSetting)?.[1];
  if (suggested !== undefined) {
    return `unknown option ${JSON.stringify(key)} (did you mean the theme setting config.${suggested}?)`;
  }
  return asSetting.replace(/^unknown field/, 'unknown option');
}
