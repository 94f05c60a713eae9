import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defaultLocales, type LocaleEntry } from '@lectern/theme-core';
import { ConfigError, parseThemeConfig } from '@lectern/theme-core/config';
import type { AstroIntegration } from 'astro';
import { deadLinkReport, findDeadLinks } from './lib/dead-links.js';
import { keepLayoutFieldForTheTheme } from './lib/page-layout-field.js';
import type { SiteData } from './lib/site-data.js';
import { markdownFeatures, shikiColors } from './markdown/markdown-features.js';

/** The options of the Lectern integration. */
export interface LecternOptions {
  /** The theme settings (nav, sidebar, social links, edit link, footer…). Validated at build. */
  config: unknown;
  /** Where the settings come from, named in error messages. Default: `astro.config`. */
  configFile?: string;
  /** The content folder of the `docs` collection, relative to the site's root. Default: `src/content/docs`. */
  contentDir?: string;
}

const VIRTUAL_ID = 'virtual:lectern/config';

/**
 * The Lectern documentation theme for an Astro site: adds React and MDX, the page routes for every
 * enabled language (`/{locale}/{path}`), the not-found pages, the language picker at `/`, and makes the
 * theme settings available to them. Pair it with `docsLoader()` for the `docs` content collection.
 *
 * @example
 * export default defineConfig({ integrations: [lectern({ config: { siteTitle: 'My library' } })] });
 */
export function lectern({
  config,
  configFile = 'astro.config',
  contentDir = 'src/content/docs',
}: LecternOptions): AstroIntegration {
  return {
    name: '@lectern/astro',
    hooks: {
      'astro:config:setup': ({ config: astroConfig, updateConfig, injectRoute, logger }) => {
        let theme: SiteData['theme'];
        try {
          theme = parseThemeConfig(config, { file: configFile });
        } catch (error) {
          if (error instanceof ConfigError) {
            logger.error(error.message);
            throw new Error(`The Lectern theme settings are invalid (see above).`);
          }
          throw error;
        }
        const locales: LocaleEntry[] =
          theme.locales ?? defaultLocales.filter((entry) => entry.locale === 'en');
        const defaultLocale = locales.find((entry) => entry.enabled)?.locale;
        if (!defaultLocale) throw new Error(`${configFile}: locales: expected at least one enabled language`);
        const site: SiteData = { theme, locales, defaultLocale, contentDir };

        // Callouts, badges, code groups, code titles and highlighted lines, heading self-links, new-tab
        // links to other sites; the code themes unless the site chose its own.
        const markdown = markdownFeatures({
          site: astroConfig?.site,
          labels: theme.labels,
          warn: (message) => logger.warn(message),
        });
        updateConfig({
          trailingSlash: 'always',
          markdown: {
            processor: satteri({
              ...markdown,
              mdastPlugins: [keepLayoutFieldForTheTheme, ...markdown.mdastPlugins],
            }),
            shikiConfig: shikiColors(astroConfig?.markdown?.shikiConfig),
          },
          integrations: [
            react(),
            mdx(),
            sitemap({ filter: (page) => !/\/404\/?$/.test(new URL(page).pathname) }),
          ],
          vite: {
            plugins: [
              {
                name: 'lectern:config',
                resolveId: (id: string) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
                load: (id: string) =>
                  id === `\0${VIRTUAL_ID}` ? `export default ${JSON.stringify(site)};` : undefined,
              },
            ],
          },
        });
        injectRoute({ pattern: '/', entrypoint: '@lectern/astro/routes/LanguagePicker.astro' });
        injectRoute({ pattern: '/404', entrypoint: '@lectern/astro/routes/NotFoundPage.astro' });
        injectRoute({
          pattern: '/[locale]/404',
          entrypoint: '@lectern/astro/routes/LocaleNotFoundPage.astro',
        });
        injectRoute({ pattern: '/[locale]/[...slug]', entrypoint: '@lectern/astro/routes/DocPage.astro' });
        injectRoute({ pattern: '/[...path].md', entrypoint: '@lectern/astro/routes/MarkdownSource.js' });
        injectRoute({ pattern: '/llms.txt', entrypoint: '@lectern/astro/routes/LlmsTxt.js' });
        injectRoute({ pattern: '/robots.txt', entrypoint: '@lectern/astro/routes/RobotsTxt.js' });
      },
      'astro:build:done': ({ dir, logger }) => {
        const dead = findDeadLinks(fileURLToPath(dir));
        if (dead.length > 0) {
          logger.error(deadLinkReport(dead));
          throw new Error('The site links to pages it does not have (see above).');
        }
      },
    },
  };
}
