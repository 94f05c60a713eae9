import { type Appearance, SETTING_ID_PATTERN } from '@lectern/theme-core';
import { appearanceSchema, ConfigError, type ConfigIssue, safeParseConfig } from '@lectern/theme-core/config';
import type { Plugin } from 'vite';
import { appearanceScript, type FirstPaintOptions } from '../first-paint/appearance-script';
import { withFirstPaintScript } from './first-paint-html';

/** The settings of the first-paint script, as `appearanceScript` takes them. */
export interface AppearanceScriptPluginOptions extends FirstPaintOptions {
  /**
   * The site's appearance setting: `true` follows the visitor's choice, else the system; `'dark'` starts
   * dark; `'force-dark'` and `'force-auto'` allow no choice; `false` is always light. Default: `true`.
   *
   * @example appearance: 'dark'
   */
  appearance?: Appearance | undefined;
}

const FIELDS = ['appearance', 'bannerId'];
const PLUGIN = 'appearanceScriptPlugin';

/**
 * The Vite plugin that puts the first-paint script (`appearanceScript`) inline into the `<head>` of the
 * app's `index.html`, before any stylesheet or script, so that a single-page app shows the visitor's theme,
 * direction and settings from its first paint, before its own code runs. In `vite dev` and `vite build`
 * alike. Bad options fail with a line naming the field.
 *
 * @example
 * // vite.config.ts
 * export default defineConfig({ plugins: [react(), appearanceScriptPlugin({ appearance: 'dark' })] });
 */
export function appearanceScriptPlugin(options: AppearanceScriptPluginOptions = {}): Plugin {
  let script: string | undefined;
  return {
    name: 'lectern:appearance-script',
    configResolved() {
      const issues = checkAppearanceScriptPluginOptions(options);
      if (issues.length > 0) {
        const error = new ConfigError(issues, { file: PLUGIN });
        // Vite prints the stack: let it print the problems only.
        error.stack = `${error.name}: ${error.message}`;
        throw error;
      }
      script = appearanceScript(options.appearance ?? true, { bannerId: options.bannerId });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const content =
          script ?? appearanceScript(options.appearance ?? true, { bannerId: options.bannerId });
        return (
          withFirstPaintScript(html, content) ?? {
            html,
            tags: [{ tag: 'script', children: content, injectTo: 'head-prepend' }],
          }
        );
      },
    },
  };
}

/**
 * Every problem with the plugin's options, as theme-core's config errors word them. Empty when they are
 * fine.
 *
 * @example checkAppearanceScriptPluginOptions({ appearance: 'light' })
 * // [{ path: 'appearance', message: 'expected a boolean or one of "dark", "force-dark", "force-auto" (got "light")' }]
 */
export function checkAppearanceScriptPluginOptions(options: unknown): ConfigIssue[] {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return [{ path: '', message: 'expected the options { appearance, bannerId }' }];
  }
  const { appearance, bannerId } = options as Record<string, unknown>;
  const issues: ConfigIssue[] = Object.keys(options)
    .filter((field) => !FIELDS.includes(field))
    .map((field) => ({
      path: '',
      message: `unknown field "${field}" (the options are ${FIELDS.join(', ')})`,
    }));
  if (appearance !== undefined) {
    const parsed = safeParseConfig(appearanceSchema, appearance);
    if (!parsed.success) issues.push(...parsed.issues.map((issue) => ({ ...issue, path: 'appearance' })));
  }
  if (bannerId !== undefined && (typeof bannerId !== 'string' || !SETTING_ID_PATTERN.test(bannerId))) {
    issues.push({
      path: 'bannerId',
      message: `expected the banner's id, letters and digits with . _ : - inside, e.g. "release-1.0" (got ${JSON.stringify(bannerId) ?? 'nothing'})`,
    });
  }
  return issues;
}
