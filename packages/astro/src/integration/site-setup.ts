import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DocSearchSettings,
  defaultLocales,
  docSearchSettingsOf,
  searchProviderOf,
  versionsIssues,
} from '@lectern/theme-core';
import { ConfigError, parseThemeConfig } from '@lectern/theme-core/config';
import type { AstroConfig, AstroIntegrationLogger } from 'astro';
import { shikiColors } from '../markdown/markdown-features.js';
import type { CheckedLecternOptions } from '../options.js';
import { apiPagesSettings } from '../site/api-pages-settings.js';
import { BUILD_ID_VARIABLE, buildIdFrom } from '../site/build-info.js';
import { type CustomLayoutFiles, resolveCustomLayouts } from '../site/custom-layouts.js';
import { missingDocSearchPackages } from '../site/docsearch-module.js';
import { examplesSourceOf } from '../site/package-examples.js';
import { siteAddressWarning, siteFavicon } from '../site/site-address.js';
import { resolveSiteComponents, type SiteComponent } from '../site/site-components.js';
import type { SiteData } from '../site/site-data.js';
import { SiteError } from '../site/site-error.js';
import { versionBuildOf } from '../versions/version-build.js';

/** The site as the integration's hooks need it, read from its options and Astro's configuration. */
export interface SiteSetup {
  /** What the routes read (`virtual:lectern/config`). */
  readonly site: SiteData;
  /** Astro's `base`, `site` and folder of bundled files (`build.assets`). */
  readonly base: string;
  readonly siteUrl: string | undefined;
  readonly assetsFolder: string;
  /** The search provider's name (`local`, `algolia`, or `''` for none) and Algolia's settings. */
  readonly searchProvider: string;
  readonly docSearch: DocSearchSettings | undefined;
  /** The components every page has without importing them. */
  readonly components: readonly SiteComponent[];
  /** The site's own layouts, by name. */
  readonly layoutFiles: CustomLayoutFiles;
  /**
   * The folder of the live examples, from the site's root, or as the site imports a package's
   * (`@acme/ui/examples`) (`''`: none).
   */
  readonly examplesFolder: string;
  /** When a package holds the examples: their folder on disk, absolute. */
  readonly examplesPackageFolder: string | undefined;
}

/** What {@link setUpSite} reads: the checked options, and what Astro's `astro:config:setup` gives. */
export interface SiteSetupInput {
  readonly options: CheckedLecternOptions;
  /** The theme settings as written (`lectern({ config })`), checked here. */
  readonly config: unknown;
  readonly astroConfig: Partial<AstroConfig> | undefined;
  readonly command: string;
  readonly logger: AstroIntegrationLogger;
}

/**
 * Reads the site: the theme settings, its languages, layouts, components, examples folder, build id and
 * search provider. A mistake is logged with where it is and stops the build (`SiteError`), before Astro
 * goes on; a site without `site` is warned about once, before a build.
 */
export function setUpSite({ options, config, astroConfig, command, logger }: SiteSetupInput): SiteSetup {
  const {
    configFile = 'astro.config',
    contentDir = 'src/content/docs',
    redirects,
    translationGuide,
    layouts,
    components,
    examplesDir,
    searchApi = [],
    accounts = false,
    versions,
  } = options;
  // A build of an older version (started by the current version's build): its content, base and edit link.
  const versionBuild = versionBuildOf();
  let theme: SiteData['theme'];
  try {
    theme = parseThemeConfig(config, { file: configFile });
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.error(error.message);
      throw new SiteError('The Lectern theme settings are invalid (see above).');
    }
    throw error;
  }
  const locales = theme.locales ?? defaultLocales.filter((entry) => entry.locale === 'en');
  const defaultLocale = locales.find((entry) => entry.enabled)?.locale;
  if (!defaultLocale) throw new SiteError(`${configFile}: locales: expected at least one enabled language`);
  const root = astroConfig?.root ? fileURLToPath(astroConfig.root) : process.cwd();
  const cacheDir = astroConfig?.cacheDir
    ? fileURLToPath(astroConfig.cacheDir)
    : join(root, 'node_modules/.astro');

  const customLayouts = resolveCustomLayouts(layouts, { root, exists: existsSync });
  if (customLayouts.problems.length > 0) {
    logger.error(customLayouts.problems.map((problem) => `astro.config: ${problem}`).join('\n'));
    throw new SiteError('The layouts of the Lectern integration are invalid (see above).');
  }
  const siteComponents = resolveSiteComponents(components, {
    root,
    exists: existsSync,
    read: (file) => readFileSync(file, 'utf8'),
  });
  const examples = examplesSourceOf(examplesDir, root);
  const componentProblems = [
    ...siteComponents.problems,
    ...('problem' in examples ? [`examplesDir: ${examples.problem}`] : []),
  ];
  if (componentProblems.length > 0) {
    logger.error(componentProblems.map((problem) => `astro.config: ${problem}`).join('\n'));
    throw new SiteError('The components of the Lectern integration are invalid (see above).');
  }

  const buildId = buildIdFrom(process.env[BUILD_ID_VARIABLE], new Date());
  if (buildId instanceof Error) throw new SiteError(buildId.message);
  if (accounts && !astroConfig?.adapter) {
    throw new SiteError(
      'astro.config: lectern({ accounts: true }) needs a server adapter for its on-demand login and settings routes, e.g. adapter: node({ mode: "standalone" }) from @astrojs/node',
    );
  }
  // What the built pages say the site's address is: warned about once, before the build.
  if (command === 'build') {
    const warning = siteAddressWarning(astroConfig?.site, 'astro.config');
    if (warning) logger.warn(warning);
  }

  const searchProvider = searchProviderOf(theme);
  const docSearch = docSearchSettingsOf(theme);
  if (docSearch) {
    const missing = missingDocSearchPackages(root);
    if (missing.length > 0) {
      logger.error(
        `${configFile}: search.provider: "algolia" needs ${missing.join(' and ')} installed in the site (pnpm add ${missing.join(' ')})`,
      );
      throw new SiteError('The Algolia search provider is missing its packages (see above).');
    }
  }
  if (searchApi.length > 0 && searchProvider !== 'local') {
    logger.warn(
      `searchApi: the component API data is searched by the local provider only (search.provider is ${JSON.stringify(searchProvider)}), so it is left out`,
    );
  }

  if (versions !== undefined) {
    const assets = (astroConfig?.build?.assets ?? '_astro').replace(/^\/+|\/+$/g, '');
    const issues = versionsIssues(
      versions,
      locales.map((entry) => entry.locale),
      [assets, '_lectern', 'pagefind', 'auth', 'api'],
    );
    if (issues.length > 0) {
      logger.error(issues.map((issue) => `${configFile}: versions.${issue}`).join('\n'));
      throw new SiteError('The versions of the Lectern integration are invalid (see above).');
    }
  }
  if (versionBuild !== undefined) {
    // The version's own "edit this page" address, or none: its pages are not edited where the current ones are.
    theme =
      versionBuild.editLink === undefined
        ? { ...theme, editLink: undefined }
        : { ...theme, editLink: { ...theme.editLink, pattern: versionBuild.editLink } };
  }

  const publicDir = astroConfig?.publicDir ? fileURLToPath(astroConfig.publicDir) : resolve(root, 'public');
  return {
    site: {
      theme,
      locales,
      defaultLocale,
      root,
      cacheDir,
      configFile,
      favicon: siteFavicon(theme.favicon, publicDir),
      contentDir: versionBuild ? relative(root, versionBuild.contentDir) : contentDir,
      redirects,
      translationGuide,
      accounts,
      buildId,
      // Drafts are for writers: the dev server shows them, the production build leaves them out.
      drafts: command === 'dev',
      codeThemes: shikiColors(astroConfig?.markdown?.shikiConfig)?.themes,
      apiPages: apiPagesSettings(options, root),
      versions: versions && {
        current: versions.current,
        older: versions.older.map(({ name, label }) => ({ name, label })),
        index: versions.index ?? false,
        siteBase: versionBuild?.siteBase ?? astroConfig?.base ?? '/',
        building: versionBuild?.version.name ?? versions.current.name,
      },
    },
    base: astroConfig?.base ?? '/',
    siteUrl: astroConfig?.site,
    assetsFolder: astroConfig?.build?.assets ?? '_astro',
    searchProvider,
    docSearch,
    components: siteComponents.components,
    layoutFiles: customLayouts.files,
    examplesFolder: 'dir' in examples ? examples.dir : '',
    examplesPackageFolder: 'dir' in examples ? examples.packageFolder : undefined,
  };
}
