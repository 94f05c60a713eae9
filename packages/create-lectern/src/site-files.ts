import path from 'node:path';
import { apiSource, contentConfig } from './content-config.js';
import type { CreateOptions } from './create-options.js';
import { ALLOWED_BUILDS, runCommand } from './package-managers.js';
import { siteReadme } from './site-readme.js';

/** The versions of the packages a new site depends on (create-lectern's package.json, `lectern`). */
export interface ScaffoldVersions {
  /** Always: `@lectern/astro`, `astro`, and React for the site's own components. */
  readonly dependencies: Readonly<Record<string, string>>;
  /** The editor's types for the site's React components. */
  readonly devDependencies: Readonly<Record<string, string>>;
  /** A new site's, to read its components' API from their TypeScript: `typescript`, `react-docgen-typescript`. */
  readonly reactApi: Readonly<Record<string, string>>;
  /** With accounts: `@lectern/accounts` and Astro's Node adapter. */
  readonly accounts: Readonly<Record<string, string>>;
  /** With Algolia DocSearch: its script and styles. */
  readonly algolia: Readonly<Record<string, string>>;
}

/** The site's files, by their path in the new folder (with `/` between segments). */
export type SiteFiles = Map<string, string>;

/** The sample component's page's API section: its tables, or how to show those of the library of `--api`. */
function buttonApi(options: CreateOptions, folder: string): string {
  if (options.api === undefined) {
    return [
      "The API is read from the component's TypeScript and JSDoc, in `src/components/Button.tsx`, as the",
      'site builds. A reader sees the link to its API page, or its tables here once they turn on "API tables on',
      'component pages" in the settings (`<ApiTable of="button" inline />` would always show the tables):',
      '',
      '<ApiTable of="button" />',
    ].join('\n');
  }
  return [
    `This site reads your library's API from \`${apiSource(options, folder).entry}\` as it builds. Give each of its`,
    'components a page like this one, with its tables: `<ApiTable of="…" />`, named after the component',
    '(`DatePicker` → `date-picker`).',
  ].join('\n');
}

/** The placeholders of the template's files, and what they become. */
function replacements(options: CreateOptions, folder: string): Record<string, string> {
  const [locale = 'en'] = options.languages;
  return {
    '{{button.api}}': buttonApi(options, folder),
    '{{title}}': options.title,
    '{{title.yaml}}': JSON.stringify(options.title),
    '{{title.xml}}': options.title.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
    '{{locale}}': locale,
    '{{dev}}': runCommand(options.packageManager, 'dev'),
  };
}

/** The template's file that only the sample's API reads: the module exporting the site's components. */
const SAMPLE_ENTRY = 'src/components/index.ts';

/**
 * The files of a new site in `folder` (absolute): the template's (its pages in the default language's
 * folder, the placeholders filled in, `gitignore` written `.gitignore`, as npm leaves a `.gitignore` out of
 * a package; with `--api`, not the sample's entry module), and those made from the choices:
 * `package.json`, `astro.config.ts`, `src/content.config.ts`, `README.md` and, for pnpm, the
 * `pnpm-workspace.yaml` that allows esbuild's install script.
 */
export function siteFiles(
  options: CreateOptions,
  template: ReadonlyMap<string, string>,
  versions: ScaffoldVersions,
  folder: string,
): SiteFiles {
  const [locale = 'en'] = options.languages;
  const values = replacements(options, folder);
  const files: SiteFiles = new Map();
  for (const [file, text] of template) {
    if (file === SAMPLE_ENTRY && options.api !== undefined) continue;
    const target =
      file === 'gitignore'
        ? '.gitignore'
        : file.replace(/^src\/content\/docs\/en\//, `src/content/docs/${locale}/`);
    files.set(
      target,
      Object.entries(values).reduce((written, [key, value]) => written.replaceAll(key, value), text),
    );
  }
  // The API is read from TypeScript: its reader's packages are the site's too.
  const devDependencies = Object.fromEntries(
    Object.entries({ ...versions.devDependencies, ...versions.reactApi }).sort(([a], [b]) =>
      a.localeCompare(b),
    ),
  );
  files.set('package.json', packageJson(options, { ...versions, devDependencies }));
  files.set('astro.config.ts', astroConfig(options));
  files.set('src/content.config.ts', contentConfig(options, folder));
  files.set('README.md', siteReadme(options, folder));
  if (options.packageManager === 'pnpm') files.set('pnpm-workspace.yaml', pnpmSettings(options));
  return files;
}

/**
 * pnpm's settings for the site: esbuild may run its install script. Installed from packed tarballs, whose
 * registry is gone once create-lectern ends, pnpm must also not install again before each script (it
 * would, finding the registry of `@lectern` changed, and fail).
 */
export function pnpmSettings(options: CreateOptions): string {
  const lines = [
    "# pnpm's settings for this site.",
    'allowBuilds:',
    ...ALLOWED_BUILDS.map((name) => `  ${name}: true`),
  ];
  if (options.packages !== undefined) {
    lines.push(
      '# Installed from packed tarballs (create-lectern --packages): pnpm does not check the install before',
      '# each script, as it could not fetch them again. Delete this line once @lectern comes from the registry.',
      'verifyDepsBeforeRun: false',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A package name from the folder's name: lowercase, dashes for anything else. */
export function packageName(directory: string): string {
  const name = path
    .basename(path.resolve(directory))
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[-]+$/g, '');
  return name === '' ? 'docs' : name;
}

export function packageJson(options: CreateOptions, versions: ScaffoldVersions): string {
  const dependencies = {
    ...versions.dependencies,
    ...(options.accounts ? versions.accounts : {}),
    ...(options.search === 'algolia' ? versions.algolia : {}),
  };
  const manifest = {
    name: packageName(options.directory),
    version: '0.0.0',
    private: true,
    type: 'module',
    // A static site is previewed as its host serves it (old addresses with and without their slash);
    // a site with accounts by its Node adapter, which runs the login routes.
    scripts: {
      dev: 'astro dev',
      build: 'astro build',
      preview: options.accounts ? 'astro preview' : 'lectern-preview',
    },
    engines: { node: '>=22.12' },
    dependencies: Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b))),
    devDependencies: versions.devDependencies,
    // npm (11.16 and later) asks which dependencies may run install scripts: esbuild builds the site.
    allowScripts: Object.fromEntries(ALLOWED_BUILDS.map((name) => [name, true])),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** A string as TypeScript code. */
function code(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** The language's own name, as the language menu shows it: `de` → `Deutsch`. */
export function languageTitle(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // An unknown code: the code itself.
  }
  return locale;
}

function astroConfig(options: CreateOptions): string {
  const lines: string[] = [];
  const imports = [
    ...(options.accounts ? ["import node from '@astrojs/node';"] : []),
    "import { lectern } from '@lectern/astro';",
    "import { defineConfig } from 'astro/config';",
  ];
  lines.push(...imports, '');
  lines.push(
    '// The options of lectern() and the theme settings in `config` are typed: your editor completes and',
    '// explains every one. The configuration reference lists them all: https://lectern.dev/en/reference/configuration/',
    'export default defineConfig({',
  );
  if (options.site) {
    lines.push(`  site: ${code(options.site)},`);
  } else {
    lines.push(
      '  // The address the site is published at, for canonical links, the sitemap and link previews:',
      "  // site: 'https://docs.example.com',",
    );
  }
  if (options.accounts)
    lines.push(
      '  // Login and synced settings run on demand, on Node.',
      "  adapter: node({ mode: 'standalone' }),",
    );
  lines.push(
    '  integrations: [',
    '    lectern({',
    '      config: {',
    `        siteTitle: ${code(options.title)},`,
  );
  lines.push(
    '        nav: [',
    "          { text: 'Guide', link: '/guide/' },",
    "          { text: 'Components', link: '/components/button/' },",
    '        ],',
    '        sidebar: {',
    "          '/guide/': [{ text: 'Guide', items: [{ slug: 'guide' }, { slug: 'guide/writing-pages' }] }],",
    "          '/components/': [{ text: 'Components', autogenerate: { directory: 'components' } }],",
    '        },',
  );
  if (options.languages.length > 1 || options.languages[0] !== 'en') {
    lines.push('        locales: [');
    for (const locale of options.languages) {
      lines.push(
        `          { title: ${code(languageTitle(locale))}, locale: ${code(locale)}, enabled: true },`,
      );
    }
    lines.push('        ],');
  }
  if (options.search === 'none') lines.push("        search: { provider: '' },");
  if (options.search === 'algolia' && options.algolia) {
    lines.push(
      '        search: {',
      "          provider: 'algolia',",
      `          appId: ${code(options.algolia.appId)},`,
      `          apiKey: ${code(options.algolia.apiKey)},`,
      `          indexName: ${code(options.algolia.indexName)},`,
      '        },',
    );
  }
  lines.push('      },');
  if (options.accounts) lines.push('      accounts: true,');
  lines.push('    }),', '  ],', '});', '');
  return lines.join('\n');
}
