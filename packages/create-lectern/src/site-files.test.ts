import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CreateOptions } from './create-options.js';
import { languageTitle, packageName, type ScaffoldVersions, siteFiles } from './site-files.js';

const templateRoot = fileURLToPath(new URL('../template/', import.meta.url));

/** The template's files as the command reads them. */
function template(): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      else files.set(`${prefix}${entry.name}`, readFileSync(path.join(folder, entry.name), 'utf8'));
    }
  };
  visit(templateRoot, '');
  return files;
}

const versions: ScaffoldVersions = {
  dependencies: { '@lectern/astro': '^0.1.0', astro: '^7.3.5', react: '^19.3.1', 'react-dom': '^19.3.1' },
  devDependencies: { '@types/react': '^19.3.0' },
  accounts: { '@lectern/accounts': '^0.1.0', '@astrojs/node': '^11.1.6' },
  algolia: { '@docsearch/js': '^5.2.0', '@docsearch/css': '^5.2.0' },
};

const options = (overrides: Partial<CreateOptions> = {}): CreateOptions => ({
  directory: 'my-docs',
  title: 'My docs',
  site: undefined,
  languages: ['en'],
  search: 'local',
  algolia: undefined,
  accounts: false,
  packageManager: 'npm',
  packages: undefined,
  install: true,
  ...overrides,
});

describe('siteFiles', () => {
  it('writes the pages, the sample component, its example and API, the config and the README', () => {
    const files = siteFiles(options(), template(), versions);
    expect([...files.keys()].sort()).toEqual([
      '.gitignore',
      'README.md',
      'astro.config.ts',
      'package.json',
      'public/favicon.svg',
      'src/components/Button.css',
      'src/components/Button.tsx',
      'src/content.config.ts',
      'src/content/api/button.json',
      'src/content/docs/en/components/button.md',
      'src/content/docs/en/guide/index.md',
      'src/content/docs/en/guide/writing-pages.md',
      'src/content/docs/en/index.md',
      'src/examples/button/basic.tsx',
      'tsconfig.json',
    ]);
    for (const [file, text] of files) expect(text, file).not.toMatch(/\{\{[a-z.]+\}\}/);
  });

  it('lists astro and @lectern/astro, React for the site’s own components, and scripts to run it', () => {
    const manifest = JSON.parse(siteFiles(options(), template(), versions).get('package.json') ?? '');
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
      template(),
      versions,
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
      template(),
      versions,
    );
    expect(files.get('pnpm-workspace.yaml')).toMatch(/\nverifyDepsBeforeRun: false\n$/);
    const npm = siteFiles(options({ packages: '/tmp/tarballs' }), template(), versions);
    expect(npm.has('pnpm-workspace.yaml')).toBe(false);
  });

  it('writes the title where each file needs it quoted, and the site’s address when given', () => {
    const files = siteFiles(
      options({ title: 'Kit: "A & B"', site: 'https://kit.example' }),
      template(),
      versions,
    );
    expect(files.get('src/content/docs/en/index.md')).toContain('title: "Kit: \\"A & B\\""');
    expect(files.get('public/favicon.svg')).toContain('<title>Kit: "A &amp; B"</title>');
    const config = files.get('astro.config.ts') ?? '';
    expect(config).toContain(`siteTitle: 'Kit: "A & B"',`);
    expect(config).toContain("site: 'https://kit.example',");
  });

  it('puts the pages in the default language’s folder and lists the languages by their own names', () => {
    const files = siteFiles(options({ languages: ['de', 'ar'], search: 'none' }), template(), versions);
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
