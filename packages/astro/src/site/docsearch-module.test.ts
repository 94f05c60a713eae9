import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docSearchModule, missingDocSearchPackages } from './docsearch-module.js';

describe('missingDocSearchPackages', () => {
  const root = path.join(path.sep, 'work', 'sites', 'docs');
  const installedIn = (...files: string[]) => {
    const present = new Set(files);
    return (file: string) => present.has(file);
  };

  it('finds the packages in the site’s node_modules or in a folder above it, as the build would', () => {
    const exists = installedIn(
      path.join(root, 'node_modules', '@docsearch', 'js', 'package.json'),
      path.join(path.sep, 'work', 'node_modules', '@docsearch', 'css', 'package.json'),
    );
    expect(missingDocSearchPackages(root, exists)).toEqual([]);
  });

  it('names each package found nowhere', () => {
    expect(missingDocSearchPackages(root, installedIn())).toEqual(['@docsearch/js', '@docsearch/css']);
    const onlyJs = installedIn(path.join(root, 'node_modules', '@docsearch', 'js', 'package.json'));
    expect(missingDocSearchPackages(root, onlyJs)).toEqual(['@docsearch/css']);
  });
});

describe('docSearchModule', () => {
  it('exports nothing to install without DocSearch settings', () => {
    expect(docSearchModule(undefined)).toBe('export const installSiteDocSearch = undefined;\n');
  });

  it('installs DocSearch with the settings, importing it and linking its styles on demand', () => {
    const source = docSearchModule(
      { appId: 'A1', apiKey: 'key', indexName: 'docs', placeholder: undefined },
      '/x/search/dist/docsearch.js',
    );
    expect(source).toContain('import { installDocSearch } from "/x/search/dist/docsearch.js";');
    expect(source).toContain("import stylesUrl from '@docsearch/css?url';");
    expect(source).toContain('const settings = {"appId":"A1","apiKey":"key","indexName":"docs"};');
    expect(source).toContain("Promise.all([import('@docsearch/js/docsearch'), linkStyles()])");
    expect(source).toContain('const uninstall = installDocSearch(settings, { importDocSearch });');
    // No static import of the stylesheet itself: the build would link it in every page.
    expect(source).not.toMatch(/import '@docsearch\/css'|import\('@docsearch\/css'\)/);
  });

  /** The module run with its imports given by hand: the adapter, the styles' address and DocSearch. */
  function runModule() {
    const source = docSearchModule({ appId: 'A1', apiKey: 'key', indexName: 'docs' }, 'adapter');
    const head: FakeLink[] = [];
    const fakeDocument = {
      createElement: () => {
        const listeners: Record<string, () => void> = {};
        const link: FakeLink = {
          addEventListener: (type: string, listener: () => void) => {
            listeners[type] = listener;
          },
          fire: (type: string) => listeners[type]?.(),
          remove: () => head.splice(head.indexOf(link), 1),
        };
        return link;
      },
      head: { append: (link: FakeLink) => head.push(link) },
    };
    const installed: { settings: unknown; importDocSearch: () => Promise<unknown>; undone: boolean }[] = [];
    const docsearchModule = { default: 'docsearch' };
    const body = source
      .replace(/^import .*$/gm, '')
      .replace("import('@docsearch/js/docsearch')", 'Promise.resolve(docsearchModule)')
      .replace('export const installSiteDocSearch =', 'return');
    const install: () => () => void = new Function(
      'installDocSearch',
      'stylesUrl',
      'document',
      'docsearchModule',
      body,
    )(
      (settings: unknown, options: { importDocSearch: () => Promise<unknown> }) => {
        const installation = { settings, importDocSearch: options.importDocSearch, undone: false };
        installed.push(installation);
        return () => {
          installation.undone = true;
        };
      },
      '/_astro/style.css',
      fakeDocument,
      docsearchModule,
    );
    return { install, installed, head, docsearchModule };
  }

  it('links the styles once, and opens DocSearch even when they fail to load', async () => {
    const { install, installed, head, docsearchModule } = runModule();
    install();
    expect(installed[0]?.settings).toEqual({ appId: 'A1', apiKey: 'key', indexName: 'docs' });
    const first = installed[0]?.importDocSearch();
    const second = installed[0]?.importDocSearch();
    expect(head).toHaveLength(1);
    expect(head[0]).toMatchObject({ href: '/_astro/style.css', rel: 'stylesheet' });
    head[0]?.fire('error');
    await expect(first).resolves.toBe(docsearchModule);
    await expect(second).resolves.toBe(docsearchModule);
  });

  it('keeps the styles to each installation: undone, it takes them away, and the next one links its own', async () => {
    const { install, installed, head } = runModule();
    const undo = install();
    void installed[0]?.importDocSearch();
    head[0]?.fire('load');
    undo();
    expect(installed[0]?.undone).toBe(true);
    expect(head).toHaveLength(0);
    install();
    void installed[1]?.importDocSearch();
    expect(head).toHaveLength(1);
  });
});

/** A `<link>` of the fake document. */
interface FakeLink {
  href?: string;
  rel?: string;
  addEventListener(type: string, listener: () => void): void;
  fire(type: string): void;
  remove(): void;
}
