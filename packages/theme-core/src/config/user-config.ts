import type { LecternUserConfig } from './user-config.generated.js';

export type { LecternUserConfig } from './user-config.generated.js';

/**
 * Gives the theme settings their type, so an editor completes and explains every field when they are
 * written in a file of their own. It returns them as they are, typed as written (the fields given stay
 * given); they are validated when the site builds.
 *
 * @example
 * // src/site-config.ts
 * export const siteConfig = defineLecternConfig({ siteTitle: 'My library', nav: [{ text: 'Guide', link: '/guide/' }] });
 */
export function defineLecternConfig<Config extends LecternUserConfig>(config: Config): Config {
  return config;
}
