import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LecternUserConfig } from '@lectern/theme-core/config';
import { describe, expect, it, vi } from 'vitest';
import { lectern } from './integration.js';
import { registeredLayoutsOf } from './site/custom-layouts.js';

interface ConfigUpdate {
  trailingSlash?: string;
  integrations?: { name: string }[];
  vite?: { plugins: { resolveId: (id: string) => unknown; load: (id: string) => unknown }[] };
}

/** The first configuration update the integration made. */
function firstUpdate(updates: readonly Record<string, unknown>[]): ConfigUpdate {
  const [update] = updates;
  if (!update) throw new Error('the integration updated no configuration');
  return update as ConfigUpdate;
}

function setup(config: unknown, astroConfig?: { site: string }) {
  const calls = {
    routes: [] as string[],
    updates: [] as Record<string, unknown>[],
    errors: [] as string[],
    directives: [] as { name: string; entrypoint: string }[],
  };
  // Settings as a site could write them, right or wrong: the build checks them, not the compiler.
  const hook = lectern({ config: config as LecternUserConfig, configFile: 'site.config.ts' }).hooks[
    'astro:config:setup'
  ];
  const run = () =>
    hook?.({
      config: astroConfig,
      updateConfig: (update: Record<string, unknown>) => calls.updates.push(update),
      injectRoute: ({ pattern }: { pattern: string }) => calls.routes.push(pattern),
      addClientDirective: (directive: { name: string; entrypoint: string }) =>
        calls.directives.push(directive),
      logger: { error: (message: string) => calls.errors.push(message) },
    } as never);
  return { calls, run };
}

describe('lectern', () => {
  it('adds the page routes, React, MDX and the sitemap, and always-trailing-slash addresses', async () => {
    const { calls, run } = setup({ siteTitle: 'Docs' }, { site: 'https://docs.example.com' });
    await run();
    expect(calls.routes).toEqual([
      '/',
      '/404',
      '/[locale]/404',
      '/[locale]/[...slug]',
      '/[...path].md',
      '/llms.txt',
      '/robots.txt',
      '/_lectern/sidebar/[tree].json',
      '/_lectern/api-search.json',
      // The API pages: built when the site has API data.
      '/[locale]/api',
      '/[locale]/api/[name]',
    ]);
    expect(calls.updates[0]).toMatchObject({ trailingSlash: 'always' });
    expect(calls.directives).toEqual([
      { name: 'search', entrypoint: expect.stringMatching(/[\\/]search[\\/]dist[\\/]client-directive\.js$/) },
      { name: 'reach', entrypoint: expect.stringMatching(/[\\/]components[\\/]reach-directive\.js$/) },
    ]);
    expect(firstUpdate(calls.updates).integrations?.map((integration) => integration.name)).toEqual([
      '@astrojs/react',
      '@astrojs/mdx',
      '@astrojs/sitemap',
    ]);
  });

  it('adds no sitemap without the site’s address', async () => {
    const { calls, run } = setup({ siteTitle: 'Docs' });
    await run();
    expect(firstUpdate(calls.updates).integrations?.map((integration) => integration.name)).toEqual([
      '@astrojs/react',
      '@astrojs/mdx',
    ]);
  });

  it('serves the validated settings to the routes as a virtual module', async () => {
    const { calls, run } = setup({ siteTitle: 'Docs' });
    await run();
    const plugin = firstUpdate(calls.updates).vite?.plugins[0];
    const id = plugin?.resolveId('virtual:lectern/config');
    expect(plugin?.resolveId('other')).toBeUndefined();
    const source = String(plugin?.load(String(id)));
    const site = JSON.parse(source.replace(/^export default /, '').replace(/;$/, ''));
    expect(site).toMatchObject({
      theme: { siteTitle: 'Docs' },
      defaultLocale: 'en',
      contentDir: 'src/content/docs',
    });
    expect(site.locales.map((entry: { locale: string }) => entry.locale)).toEqual(['en']);
  });

  it('fails with every problem of bad settings, naming the file and the field', async () => {
    const { calls, run } = setup({ siteTitle: 3, nav: [{ text: 'Guide', link: 42 }] });
    expect(run).toThrow('The Lectern theme settings are invalid (see above).');
    expect(calls.errors[0]?.split('\n')).toEqual([
      'site.config.ts: siteTitle: expected a string or false (got 3)',
      'site.config.ts: nav[0].link: expected a string (got 42)',
    ]);
  });

  it('fails the build when a built page links to a page the site does not have', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-build-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'en'), { recursive: true });
    writeFileSync(path.join(dist, 'en', 'index.html'), '<a href="/en/">home</a><a href="/en/missing/">x</a>');
    const errors: string[] = [];
    const integration = lectern({ config: { search: { provider: '' } } });
    // Astro sets the integration up before any build.
    integration.hooks['astro:config:setup']?.({
      config: { root: pathToFileURL(`${root}/`) },
      updateConfig: () => undefined,
      injectRoute: () => undefined,
      addClientDirective: () => undefined,
      logger: { error: () => undefined, warn: () => undefined },
    } as never);
    const done = integration.hooks['astro:build:done'];
    const run = () =>
      done?.({
        dir: pathToFileURL(`${dist}/`),
        logger: { error: (message: string) => errors.push(message) },
      } as never);
    await expect(run()).rejects.toThrow('The site links to pages it does not have (see above).');
    expect(errors).toEqual([
      'A link leads to no page of the site:\n/en/: /en/missing/: no such page (create src/content/docs/en/missing.md)',
    ]);
    writeFileSync(path.join(dist, 'en', 'index.html'), '<a href="/en/">home</a>');
    await expect(run()).resolves.toBeUndefined();
  });

  it('reports a dead link of the settings once, by its field, and one of a page by its line', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-dead-config-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('src/content/docs/en/index.md', '---\ntitle: Home\n---\n\nSee [the guide](/en/guid/).\n');
    write('src/content/docs/en/guide.md', '---\ntitle: Guide\n---\n');
    const chrome = '<a href="/en/">Home</a><a href="/en/guide/">Guide</a><a href="/en/api/">API</a>';
    write('dist/en/index.html', `${chrome}<a href="/en/guid/">the guide</a>`);
    write('dist/en/guide/index.html', chrome);
    const integration = lectern({
      config: {
        nav: [
          { text: 'Guide', link: '/guide/' },
          { text: 'API', link: '/api/' },
        ],
      },
      configFile: 'src/site-config.ts',
    });
    const errors: string[] = [];
    const logger = { error: (message: string) => errors.push(message), warn: () => undefined };
    integration.hooks['astro:config:setup']?.({
      config: { root: pathToFileURL(`${root}/`) },
      updateConfig: () => undefined,
      injectRoute: () => undefined,
      addClientDirective: () => undefined,
      logger,
    } as never);
    const done = integration.hooks['astro:build:done']?.({
      dir: pathToFileURL(`${root}/dist/`),
      logger,
    } as never);
    await expect(done).rejects.toThrow('The site links to pages it does not have (see above).');
    expect(errors[0]?.split('\n')).toEqual([
      '2 links lead to no page of the site:',
      'src/site-config.ts: nav[1].link: /api/ → /en/api/: no such page (create src/content/docs/en/api.md)',
      'src/content/docs/en/index.md:5:5: [the guide](/en/guid/) → /en/guid/: no such page (create src/content/docs/en/guid.md)',
    ]);
  });

  it('fails the build on a redirect table with errors, and writes the redirects of a good one', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-redirects-build-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'en', 'components', 'menus'), { recursive: true });
    writeFileSync(path.join(dist, 'en', 'components', 'menus', 'index.html'), '<title>Menus</title>');
    writeFileSync(
      path.join(root, 'redirects.json'),
      JSON.stringify({ 'components/dropdowns': '/components/nope/' }),
    );
    const integration = lectern({ config: {}, redirects: 'redirects.json' });
    const logged: string[] = [];
    const logger = {
      info: (message: string) => logged.push(message),
      error: (message: string) => logged.push(message),
      warn: () => undefined,
    };
    integration.hooks['astro:config:setup']?.({
      config: { root: pathToFileURL(`${root}/`) },
      updateConfig: () => undefined,
      injectRoute: () => undefined,
      addClientDirective: () => undefined,
      logger,
    } as never);
    const done = () =>
      integration.hooks['astro:build:done']?.({ dir: pathToFileURL(`${dist}/`), logger } as never);

    await expect(done()).rejects.toThrow('The redirect table redirects.json has errors (see above).');
    expect(logged.join('\n')).toContain(
      'error [missing-target] target "/components/nope/" is not a page of the site',
    );

    writeFileSync(
      path.join(root, 'redirects.json'),
      JSON.stringify({ 'components/dropdowns': '/components/menus/' }),
    );
    await expect(done()).resolves.toBeUndefined();
    expect(readFileSync(path.join(dist, '_redirects'), 'utf8')).toContain(
      '/components/dropdowns /en/components/menus/ 301',
    );
  });

  it('answers old addresses with and without a trailing slash on the dev server, before Astro rejects /old', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-redirects-dev-'));
    writeFileSync(
      path.join(root, 'redirects.json'),
      JSON.stringify({ 'components/dropdowns': '/components/menus' }),
    );
    const integration = lectern({ config: {}, redirects: 'redirects.json' });
    const updates: ConfigUpdate[] = [];
    integration.hooks['astro:config:setup']?.({
      config: { root: pathToFileURL(`${root}/`) },
      updateConfig: (update: ConfigUpdate) => updates.push(update),
      injectRoute: () => undefined,
      addClientDirective: () => undefined,
      logger: { error: () => undefined, warn: () => undefined, info: () => undefined },
    } as never);
    type Handle = (request: unknown, response: unknown, next: () => void) => void;
    const stack: { route: string; handle: Handle }[] = [];
    const server = { middlewares: { stack, use: (handle: Handle) => stack.push({ route: '', handle }) } };
    // As Vite does: every plugin's configureServer, the integrations' server setup among them, then the
    // post hooks in plugin order; Astro's own puts its trailing-slash check at the front.
    const plugins = (updates[0]?.vite?.plugins ?? []) as unknown as {
      name: string;
      configureServer?: (server: unknown) => () => void;
    }[];
    const plugin = plugins.find((candidate) => candidate.name === 'lectern:redirects');
    const post = plugin?.configureServer?.(server);
    integration.hooks['astro:server:setup']?.({ server, logger: { error: () => undefined } } as never);
    const astroTrailingSlash: Handle = (request, response, next) => {
      const url = (request as { url: string }).url;
      if (url.endsWith('/')) return next();
      Object.assign(response as object, { statusCode: 404 });
    };
    stack.unshift({ route: '', handle: astroTrailingSlash });
    post?.();

    const serve = (url: string) => {
      const headers: Record<string, string> = {};
      const response = {
        statusCode: 200,
        setHeader: (name: string, value: string) => (headers[name] = value),
        end() {},
      };
      const run = (index: number): void =>
        stack[index]?.handle({ method: 'GET', url }, response, () => run(index + 1));
      run(0);
      return { status: response.statusCode, location: headers.Location };
    };
    for (const url of ['/components/dropdowns', '/components/dropdowns/', '/en/components/dropdowns']) {
      expect(serve(url), url).toEqual({ status: 301, location: '/en/components/menus/' });
    }
    expect(serve('/en/components/menus').status).toBe(404);
  });

  it("registers the site's own layouts, or fails naming each bad entry of the option", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-layouts-'));
    writeFileSync(path.join(root, 'Releases.astro'), '<slot />');
    const setupWith = (layouts: Record<string, string>) => {
      const calls = { updates: [] as Record<string, unknown>[], errors: [] as string[] };
      const run = () =>
        lectern({ config: {}, layouts }).hooks['astro:config:setup']?.({
          config: { root: pathToFileURL(`${root}/`) },
          updateConfig: (update: Record<string, unknown>) => calls.updates.push(update),
          injectRoute: () => undefined,
          addClientDirective: () => undefined,
          logger: { error: (message: string) => calls.errors.push(message), warn: () => undefined },
        } as never);
      return { calls, run };
    };
    const good = setupWith({ releases: './Releases.astro' });
    good.run();
    expect(registeredLayoutsOf(firstUpdate(good.calls.updates) as never)).toEqual(['releases']);
    const bad = setupWith({ page: './Releases.astro', notes: './Notes.astro' });
    expect(bad.run).toThrow('The layouts of the Lectern integration are invalid (see above).');
    expect(bad.calls.errors[0]?.split('\n')).toEqual([
      'astro.config: layouts.page: "page" is a built-in layout; give yours another name',
      `astro.config: layouts.notes: no file at ./Notes.astro (looked for ${path.join(root, 'Notes.astro')})`,
    ]);
  });

  it("gives the pages the site's components and examples, or fails naming each bad entry", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-components-'));
    writeFileSync(path.join(root, 'Card.astro'), '<slot />');
    writeFileSync(path.join(root, 'ui.tsx'), 'export function Tabs() { return null; }');
    const setupWith = (options: Record<string, unknown>) => {
      const calls = { updates: [] as Record<string, unknown>[], errors: [] as string[] };
      const run = () =>
        lectern({ config: {}, ...options }).hooks['astro:config:setup']?.({
          config: { root: pathToFileURL(`${root}/`) },
          updateConfig: (update: Record<string, unknown>) => calls.updates.push(update),
          injectRoute: () => undefined,
          addClientDirective: () => undefined,
          logger: { error: (message: string) => calls.errors.push(message), warn: () => undefined },
        } as never);
      return { calls, run };
    };
    const good = setupWith({
      components: { Card: './Card.astro', Tabs: './ui.tsx#Tabs' },
      examplesDir: './demos/',
    });
    good.run();
    const plugin = firstUpdate(good.calls.updates).vite?.plugins[0];
    const load = (id: string) => String(plugin?.load(String(plugin.resolveId(id))));
    expect(load('virtual:lectern/components').split('\n')).toEqual([
      `import Component0 from ${JSON.stringify(path.join(root, 'Card.astro'))};`,
      `import { Tabs as Component1 } from ${JSON.stringify(path.join(root, 'ui.tsx'))};`,
      'export default { "Card": Component0, "Tabs": Component1 };',
    ]);
    expect(load('virtual:lectern/examples')).toContain('import.meta.glob("/demos/**/*.{tsx,jsx}")');
    expect(load('virtual:lectern/example-sources')).toContain("query: '?raw'");

    const bad = setupWith({ components: { card: './Card.astro', Tabs: './ui.tsx' }, examplesDir: '../up' });
    expect(bad.run).toThrow('The components of the Lectern integration are invalid (see above).');
    expect(bad.calls.errors[0]?.split('\n')).toEqual([
      'astro.config: components.card: "card" is not a component name: start it with a capital letter and use letters and digits only, e.g. "Card" (a tag starting with a small letter is an HTML element)',
      'astro.config: components.Tabs: ./ui.tsx has no default export; name the component\'s export after "#", e.g. "./ui.tsx#Tabs"',
      'astro.config: examplesDir: expected a folder inside the site, not above its root (got "../up")',
    ]);
  });

  it('names the build, writes its id into the built site and serves it from the dev server', async () => {
    vi.stubEnv('LECTERN_BUILD_ID', 'commit-3f9c2a1');
    const integration = lectern({ config: { search: { provider: '' } } });
    const updates: Record<string, unknown>[] = [];
    integration.hooks['astro:config:setup']?.({
      updateConfig: (update: Record<string, unknown>) => updates.push(update),
      injectRoute: () => undefined,
      addClientDirective: () => undefined,
      logger: { error: () => undefined, warn: () => undefined },
    } as never);
    vi.unstubAllEnvs();
    const plugin = firstUpdate(updates).vite?.plugins[0];
    const site = JSON.parse(
      String(plugin?.load(String(plugin.resolveId('virtual:lectern/config'))))
        .replace(/^export default /, '')
        .replace(/;$/, ''),
    );
    expect(site.buildId).toBe('commit-3f9c2a1');

    const dist = mkdtempSync(path.join(tmpdir(), 'lectern-build-id-'));
    await integration.hooks['astro:build:done']?.({ dir: pathToFileURL(`${dist}/`), logger: {} } as never);
    expect(JSON.parse(readFileSync(path.join(dist, '_lectern', 'build.json'), 'utf8'))).toEqual({
      buildId: 'commit-3f9c2a1',
    });

    const middlewares: ((request: unknown, response: unknown, next: () => void) => void)[] = [];
    integration.hooks['astro:server:setup']?.({
      server: { middlewares: { use: (middleware: never) => middlewares.push(middleware) } },
      logger: {},
    } as never);
    const sent: { headers: Record<string, string>; body?: string } = { headers: {} };
    const response = {
      setHeader: (name: string, value: string) => {
        sent.headers[name] = value;
      },
      end: (body: string) => {
        sent.body = body;
      },
    };
    const next = vi.fn();
    middlewares[0]?.({ url: '/_lectern/build.json?check=1' }, response, next);
    expect(JSON.parse(sent.body ?? '')).toEqual({ buildId: 'commit-3f9c2a1' });
    expect(sent.headers['Cache-Control']).toBe('no-store');
    middlewares[0]?.({ url: '/en/' }, response, next);
    expect(next).toHaveBeenCalledOnce();
  });

  it('fails on a build id that is not one, naming the variable', () => {
    vi.stubEnv('LECTERN_BUILD_ID', 'not an id');
    const { run } = setup({});
    expect(run).toThrow('LECTERN_BUILD_ID: expected at most 64 letters');
    vi.unstubAllEnvs();
  });

  it('needs at least one enabled language', async () => {
    const { run } = setup({ locales: [{ title: 'English', locale: 'en', enabled: false }] });
    expect(run).toThrow('site.config.ts: locales: expected at least one enabled language');
  });
});

describe('lectern search providers', () => {
  const algolia = { provider: 'algolia', appId: 'YOUR_APP_ID', apiKey: 'search-key', indexName: 'docs' };

  /** A site folder, with the DocSearch packages installed when asked. */
  function siteRoot(packages: readonly string[] = []) {
    const root = mkdtempSync(path.join(tmpdir(), 'lectern-search-provider-'));
    for (const name of packages) {
      mkdirSync(path.join(root, 'node_modules', name), { recursive: true });
      writeFileSync(path.join(root, 'node_modules', name, 'package.json'), `{ "name": "${name}" }`);
    }
    return root;
  }

  function setupIn(root: string, search: unknown, searchApi: never[] = []) {
    const calls = {
      updates: [] as ConfigUpdate[],
      errors: [] as string[],
      warnings: [] as string[],
      infos: [] as string[],
    };
    const integration = lectern({
      config: { search } as LecternUserConfig,
      configFile: 'astro.config.mjs',
      searchApi,
    });
    const logger = {
      info: (message: string) => calls.infos.push(message),
      error: (message: string) => calls.errors.push(message),
      warn: (message: string) => calls.warnings.push(message),
    };
    const run = () =>
      integration.hooks['astro:config:setup']?.({
        config: { root: pathToFileURL(`${root}/`) },
        updateConfig: (update: ConfigUpdate) => calls.updates.push(update),
        injectRoute: () => undefined,
        addClientDirective: () => undefined,
        logger,
      } as never);
    const docSearchSource = () => {
      const plugin = firstUpdate(calls.updates as never).vite?.plugins[0];
      return String(plugin?.load(String(plugin?.resolveId('virtual:lectern/docsearch'))));
    };
    const buildDone = (dist: string) =>
      integration.hooks['astro:build:done']?.({ dir: pathToFileURL(`${dist}/`), logger } as never);
    return { calls, run, docSearchSource, buildDone };
  }

  it('with algolia, gives the pages DocSearch with its settings, loaded from the site’s packages', () => {
    const site = setupIn(siteRoot(['@docsearch/js', '@docsearch/css']), { ...algolia, placeholder: 'Find' });
    site.run();
    expect(site.calls.errors).toEqual([]);
    const source = site.docSearchSource();
    expect(source).toMatch(/import \{ installDocSearch \} from ".*[\\/]search[\\/]dist[\\/]docsearch\.js";/);
    expect(source).toContain(
      'const settings = {"appId":"YOUR_APP_ID","apiKey":"search-key","indexName":"docs","placeholder":"Find"};',
    );
    expect(source).toContain("import stylesUrl from '@docsearch/css?url';");
    expect(source).toContain("import('@docsearch/js/docsearch')");
    expect(source).toContain('export const installSiteDocSearch = () => {');
    expect(source).toContain('const uninstall = installDocSearch(settings, { importDocSearch });');
  });

  it('with algolia, fails naming the DocSearch packages the site has not installed', () => {
    const site = setupIn(siteRoot(['@docsearch/js']), algolia);
    expect(site.run).toThrow('The Algolia search provider is missing its packages (see above).');
    expect(site.calls.errors).toEqual([
      'astro.config.mjs: search.provider: "algolia" needs @docsearch/css installed in the site (pnpm add @docsearch/css)',
    ]);
  });

  it('with algolia, fails naming every missing DocSearch setting', () => {
    const site = setupIn(siteRoot(['@docsearch/js', '@docsearch/css']), { provider: 'algolia', appId: 'A1' });
    expect(site.run).toThrow('The Lectern theme settings are invalid (see above).');
    expect(site.calls.errors[0]?.split('\n')).toEqual([
      'astro.config.mjs: search.apiKey: missing required field',
      'astro.config.mjs: search.indexName: missing required field',
    ]);
  });

  it.each([
    ['local', { provider: 'local' }],
    ['off', { provider: '' }],
  ])('with the %s provider, the DocSearch module is empty and needs no package', (_name, search) => {
    const site = setupIn(siteRoot(), search);
    site.run();
    expect(site.calls.errors).toEqual([]);
    expect(site.docSearchSource()).toBe('export const installSiteDocSearch = undefined;\n');
  });

  it('builds the offline index with the local provider only', async () => {
    for (const [search, indexed] of [
      [{ provider: 'local' }, true],
      [algolia, false],
      [{ provider: '' }, false],
    ] as const) {
      const dist = mkdtempSync(path.join(tmpdir(), 'lectern-search-build-'));
      writeFileSync(
        path.join(dist, 'index.html'),
        '<!doctype html><html lang="en"><body><main data-pagefind-body><h1>Home</h1></main></body></html>',
      );
      const site = setupIn(siteRoot(['@docsearch/js', '@docsearch/css']), search);
      site.run();
      await site.buildDone(dist);
      expect(existsSync(path.join(dist, 'pagefind', 'pagefind.js'))).toBe(indexed);
      expect(site.calls.infos).toEqual(
        indexed
          ? [expect.stringMatching(/^search index: en 1 pages, 0 API records \(\d+ KB\) in \d+\.\d\d s$/)]
          : [],
      );
    }
  });

  it('searches the API the pages show, beside the given, and removes the file that lists it', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'lectern-search-api-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><body><main data-pagefind-body><h1>Home</h1></main></body></html>',
    );
    const button = {
      name: 'Button',
      description: 'A button.',
      props: [
        {
          name: 'size',
          type: 'string',
          default: null,
          values: null,
          required: false,
          description: 'Its size.',
        },
      ],
      events: [],
      slots: [{ name: 'default', description: 'Its text.' }],
    };
    mkdirSync(path.join(dist, '_lectern'));
    writeFileSync(
      path.join(dist, '_lectern', 'api-search.json'),
      JSON.stringify([{ api: button, url: { en: '/en/' }, component: 'button' }]),
    );
    const site = setupIn(siteRoot(), { provider: 'local' });
    site.run();
    await site.buildDone(dist);
    expect(site.calls.infos).toEqual([
      expect.stringMatching(/^search index: en 1 pages, 2 API records \(\d+ KB\) in \d+\.\d\d s$/),
    ]);
    expect(existsSync(path.join(dist, '_lectern', 'api-search.json'))).toBe(false);
  });

  it('warns that the API data is left out of search with another provider', () => {
    const site = setupIn(siteRoot(), { provider: '' }, [{ api: {}, url: '/x/' }] as never);
    site.run();
    expect(site.calls.warnings).toEqual([
      'searchApi: the component API data is searched by the local provider only (search.provider is ""), so it is left out',
    ]);
  });
});

vi.mock('@astrojs/react', () => ({ default: () => ({ name: '@astrojs/react', hooks: {} }) }));
vi.mock('@astrojs/mdx', () => ({ default: () => ({ name: '@astrojs/mdx', hooks: {} }) }));
