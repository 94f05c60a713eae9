import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CreateOptions } from './create-options.js';
import { languageTitle, packageName, type ScaffoldVersions, siteFiles } from './site-files.js';
import { templateFiles } from './test/template-files.js';

const versions: ScaffoldVersions = {
  dependencies: { '@lectern/astro': '^0.1.0', astro: '^7.3.5', react: '^19.3.1', 'react-dom': '^19.3.1' },
  devDependencies: { '@types/react': '^19.3.0' },
  reactApi: { typescript: '^6.0.3', 'react-docgen-typescript': '^2.4.0' },
  accounts: { '@lectern/accounts': '^0.1.0', '@astrojs/node': '^11.1.6' },
  algolia: { '@docsearch/js': '^5.2.0', '@docsearch/css': '^5.2.0' },
};

/** Where the site is written: paths of `--api` are written from it. */
const folder = path.resolve('/sites/my-docs');

const options = (overrides: Partial<CreateOptions> = {}): CreateOptions => ({
  directory: 'my-docs',
  title: 'My docs',
  site: undefined,
  languages: ['en'],
  search: 'local',
  algolia: undefined,
  accounts: false,
  api: undefined,
  packageManager: 'npm',
  packages: undefined,
  install: true,
  ...overrides,
});

describe('siteFiles', () => {
  it('writes the pages, the sample component, its example and API, the config and the README', () => {
    const files = siteFiles(options(), templateFiles(), versions, folder);
    expect([...files.keys()].sort()).toEqual([
      '.gitignore',
      'README.md',
      'astro.config.ts',
      'package.json',
      'public/favicon.svg',
      'src/components/Button.css',
      'src/components/Button.tsx',
      'src/components/index.ts',
      'src/content.config.ts',
      'src/content/docs/en/components/button.md',
      'src/content/docs/en/guide/index.md',
      'src/content/docs/en/guide/writing-pages.md',
      'src/content/docs/en/index.md',
      'src/examples/button/basic.tsx',
      'tsconfig.json',
    ]);
    for (const [file, text] of files) expect(text, file).not.toMatch(/\{\{[a-z.]+\}\}/);
  });

  it('reads the sample component’s API from its TypeScript: its entry module, the content config, the reader’s packages', () => {
    const files = siteFiles(options(), templateFiles(), versions, folder);
    expect(files.get('src/components/index.ts')).toContain(
      "export { Button, type ButtonProps } from './Button';",
    );
    const config = files.get('src/content.config.ts') ?? '';
    expect(config).toContain(
      "      base: false,\n      react: { entry: './src/components/index.ts', tsconfig: './tsconfig.json' },\n",
    );
    expect(config).toContain("react: { entry: '../my-ui/src/index.ts', tsconfig: '../my-ui/tsconfig.json' }");
    expect(Object.keys(JSON.parse(files.get('package.json') ?? '').devDependencies)).toEqual([
      '@types/react',
      'react-docgen-typescript',
      'typescript',
    ]);
    expect(files.get('src/content/docs/en/components/button.md')).toContain(
      'would always show the tables):\n\n<ApiTable of="button" />\n',
    );
    const readme = files.get('README.md') ?? '';
    expect(readme).toContain(
      'the components `./src/components/index.ts` exports, read from their TypeScript',
    );
    expect(readme).toContain(
      "react: { entry: '../my-ui/src/index.ts', tsconfig: '../my-ui/tsconfig.json' },",
    );
    // No API data is written by hand any more.
    for (const [file, text] of files) expect(text, file).not.toMatch(/button\.json|src\/content\/api\/\w/);
  });

  it('describes every prop of the sample component in its JSDoc, and its default where the code does not show it', () => {
    const button =
      siteFiles(options(), templateFiles(), versions, folder).get('src/components/Button.tsx') ?? '';
    const props = [...button.matchAll(/\*\/\n {2}(\w+)\??:/g)].map((match) => match[1]);
    expect(props).toEqual(['variant', 'disabled', 'onClick', 'children']);
    expect(button).toMatch(/@default false\n {3}\*\/\n {2}disabled\?: boolean;/);
    expect(button).toContain("{ variant = 'primary', disabled, onClick, children }");
    expect(button).toMatch(/\/\*\*\n \* A button that starts an action\./);
  });

  it('with --api, reads the library’s API instead, its paths written from the site’s folder', () => {
    const library = path.resolve('/sites/ui');
    const files = siteFiles(
      options({
        api: { entry: path.join(library, 'src/index.ts'), tsconfig: path.join(library, 'tsconfig.json') },
      }),
      templateFiles(),
      versions,
      folder,
    );
    expect(files.get('src/content.config.ts')).toContain(
      "react: { entry: '../ui/src/index.ts', tsconfig: '../ui/tsconfig.json' },",
    );
    // The sample component stays for its live example; its entry module reads nothing any more.
    expect(files.has('src/components/Button.tsx')).toBe(true);
    expect(files.has('src/components/index.ts')).toBe(false);
    const page = files.get('src/content/docs/en/components/button.md') ?? '';
    expect(page).toContain("This site reads your library's API from `../ui/src/index.ts` as it builds.");
    expect(page).not.toContain('<ApiTable of="button" />');
    expect(files.get('README.md')).toContain(
      'the components `../ui/src/index.ts` exports, read from their TypeScript',
    );
    const withoutTsconfig = siteFiles(
      options({ api: { entry: path.join(library, 'src/index.ts'), tsconfig: undefined } }),
      templateFiles(),
      versions,
      folder,
    );
    expect(withoutTsconfig.get('src/content.config.ts')).toContain("react: { entry: '../ui/src/index.ts' },");
  });

  it('lists astro and @lectern/astro, React for the site’s own components, and scripts to run it', () => {
    const manifest = JSON.parse(
      siteFiles(options(), templateFiles(), versions, folder).get('package.json') ?? '',
    );
    expect(manifest).toMatchObject({
      name: 'my-docs',
      private: true,
      type: 'module',
      scripts: { dev: 'astro dev', build: 'astro build', preview: 'lectern-preview' },
      dependencies: { '@lectern/astro': '^0.1.0', astro: '^7.3.5', react: '^19.3.1', 'react-dom': '^19.3.1' },
      allowScripts: { esbuild: true },
    });
  });

  it('adds the packages of accounts and of DocSearch when chosen, and pnpm’s settings for pnpm', () => {
    const files = siteFiles(
      options({
        accounts: true,
        search: 'algolia',
        algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'docs' },
        packageManager: 'pnpm',
      }),
      templateFiles(),
      versions,
      folder,
    );
    expect(Object.keys(JSON.parse(files.get('package.json') ?? '').dependencies)).toEqual([
      '@astrojs/node',
      '@docsearch/css',
      '@docsearch/js',
      '@lectern/accounts',
      '@lectern/astro',
      'astro',
      'react',
      'react-dom',
    ]);
    // With accounts, the Node adapter's preview runs the login routes too.
    expect(JSON.parse(files.get('package.json') ?? '').scripts.preview).toBe('astro preview');
    const config = files.get('astro.config.ts') ?? '';
    expect(config).toContain("import node from '@astrojs/node';");
    expect(config).toContain("adapter: node({ mode: 'standalone' }),");
    expect(config).toContain('accounts: true,');
    expect(config).toContain("provider: 'algolia',\n          appId: 'APP',");
    expect(files.get('pnpm-workspace.yaml')).toContain('allowBuilds:\n  esbuild: true');
    expect(files.get('pnpm-workspace.yaml')).not.toContain('verifyDepsBeforeRun');
    expect(files.get('README.md')).toContain('`pnpm dev`');
  });

  it('installed with pnpm from packed tarballs, keeps pnpm from installing again before each script', () => {
    const files = siteFiles(
      options({ packageManager: 'pnpm', packages: '/tmp/tarballs' }),
      templateFiles(),
      versions,
      folder,
    );
    expect(files.get('pnpm-workspace.yaml')).toMatch(/\nverifyDepsBeforeRun: false\n$/);
    const npm = siteFiles(options({ packages: '/tmp/tarballs' }), templateFiles(), versions, folder);
    expect(npm.has('pnpm-workspace.yaml')).toBe(false);
  });

  it('writes the title where each file needs it quoted, and the site’s address when given', () => {
    const files = siteFiles(
      options({ title: 'Kit: "A & B"', site: 'https://kit.example' }),
      templateFiles(),
      versions,
      folder,
    );
    expect(files.get('src/content/docs/en/index.md')).toContain('title: "Kit: \\"A & B\\""');
    expect(files.get('public/favicon.svg')).toContain('<title>Kit: "A &amp; B"</title>');
    const config = files.get('astro.config.ts') ?? '';
    expect(config).toContain(`siteTitle: 'Kit: "A & B"',`);
    expect(config).toContain("site: 'https://kit.example',");
  });

  it('puts the pages in the default language’s folder and lists the languages by their own names', () => {
    const files = siteFiles(
      options({ languages: ['de', 'ar'], search: 'none' }),
      templateFiles(),
      versions,
      folder,
    );
    expect(files.has('src/content/docs/de/index.md')).toBe(true);
    expect(files.get('src/content/docs/de/index.md')).toContain('link: /de/guide/');
    const config = files.get('astro.config.ts') ?? '';
    expect(config).toContain("{ title: 'Deutsch', locale: 'de', enabled: true },");
    expect(config).toContain("{ title: 'العربية', locale: 'ar', enabled: true },");
    expect(config).toContain("search: { provider: '' },");
  });
});

describe('packageName', () => {
  it.each([
    ['my-docs', 'my-docs'],
    ['My Docs!', 'my-docs'],
    ['../kits/_UI', 'ui'],
    ['---', 'docs'],
  ])('names the folder %j %j', (folder, name) => {
    expect(packageName(folder)).toBe(name);
  });
});

describe('languageTitle', () => {
  it.each([
    ['de', 'Deutsch'],
    ['zh-CN', '中文（中国）'],
    ['x-unknown', 'x-unknown'],
  ])('names %s %s', (locale, title) => {
    expect(languageTitle(locale)).toBe(title);
  });
});
