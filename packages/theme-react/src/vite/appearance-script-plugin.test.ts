// @vitest-environment node

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@lectern/theme-core/config';
import { APPEARANCE_SETTING_ATTRIBUTE } from '@lectern/theme-core/dom';
import { build, createServer, type InlineConfig, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appearanceScript } from '../first-paint/appearance-script';
import {
  type AppearanceScriptPluginOptions,
  appearanceScriptPlugin,
  checkAppearanceScriptPluginOptions,
} from './appearance-script-plugin';

// jsdom ships no types of its own (the tests' DOM comes from vitest); this test needs its constructor only.
type JsdomConstructor = new (
  html: string,
  options: { runScripts: 'dangerously'; url: string; beforeParse(window: Window): void },
) => { window: Window };
const jsdomModule = 'jsdom';
const { JSDOM } = (await import(/* @vite-ignore */ jsdomModule)) as { JSDOM: JsdomConstructor };

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lectern-appearance-plugin-'));
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>App</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/main.js"></script>\n  </body>\n</html>\n',
  );
  await writeFile(join(root, 'main.js'), "import './main.css';\ndocument.body.dataset.app = 'ran';\n");
  await writeFile(join(root, 'main.css'), 'body { margin: 0 }\n');
});

afterAll(() => rm(root, { recursive: true, force: true }));

function appConfig(plugins: Plugin[], config: InlineConfig = {}): InlineConfig {
  return { root, configFile: false, logLevel: 'silent', plugins, ...config };
}

/** Opens a page as a browser would, running its inline scripts (not its module scripts). */
function openPage(html: string, { prefersDark = false, settings = null as string | null } = {}) {
  return new JSDOM(html, {
    runScripts: 'dangerously',
    url: 'http://127.0.0.1/',
    beforeParse(window) {
      window.matchMedia = ((query: string) => ({
        matches: query === '(prefers-color-scheme: dark)' && prefersDark,
      })) as never;
      if (settings !== null) window.localStorage.setItem('lectern-settings', settings);
    },
  });
}

describe('appearanceScriptPlugin at vite build', () => {
  it('puts the script inline into the head of index.html, before the stylesheet and the app', async () => {
    await build(appConfig([appearanceScriptPlugin()], { build: { outDir: 'dist-default' } }));
    const html = await readFile(join(root, 'dist-default/index.html'), 'utf8');
    const script = `<script>${appearanceScript()}</script>`;
    expect(html).toContain(script);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<meta charset="utf-8" />')).toBeLessThan(head.indexOf(script));
    expect(head.indexOf(script)).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(head.indexOf(script)).toBeLessThan(head.indexOf('<script type="module"'));
  }, 60_000);

  it('sets the theme on <html> before any of the app runs', async () => {
    const html = await readFile(join(root, 'dist-default/index.html'), 'utf8');
    expect(openPage(html, { prefersDark: true }).window.document.documentElement.dataset.theme).toBe('dark');
    const chosen = JSON.stringify({ version: 1, values: { theme: 'blackguard' }, updatedAt: { theme: 1 } });
    const page = openPage(html, { settings: chosen });
    expect(page.window.document.documentElement.dataset.theme).toBe('blackguard');
    // jsdom runs no module scripts: what is on <html> came from the inline script alone.
    expect(page.window.document.body.dataset.app).toBeUndefined();
  });

  it('writes the settings it is given into the script', async () => {
    await build(
      appConfig([appearanceScriptPlugin({ appearance: 'force-dark', bannerId: 'release-2' })], {
        build: { outDir: 'dist-dark' },
      }),
    );
    const html = await readFile(join(root, 'dist-dark/index.html'), 'utf8');
    expect(html).toContain(`<script>${appearanceScript('force-dark', { bannerId: 'release-2' })}</script>`);
    const page = openPage(html, { prefersDark: false }).window.document.documentElement;
    expect(page.dataset.theme).toBe('dark');
    expect(page.getAttribute(APPEARANCE_SETTING_ATTRIBUTE)).toBe('force-dark');
  }, 60_000);

  it('fails on bad options with one line per problem naming the field, and no stack trace', async () => {
    const error = await build(
      appConfig([appearanceScriptPlugin({ appearance: 'light', bannerId: '"x"', colour: 1 } as never)]),
    ).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).stack).toBe(
      [
        'ConfigError: appearanceScriptPlugin: unknown field "colour" (the options are appearance, bannerId)',
        'appearanceScriptPlugin: appearance: expected a boolean or one of "dark", "force-dark", "force-auto" (got "light")',
        'appearanceScriptPlugin: bannerId: expected the banner\'s id, letters and digits with . _ : - inside, e.g. "release-1.0" (got "\\"x\\"")',
      ].join('\n'),
    );
  });
});

describe('appearanceScriptPlugin in vite dev', () => {
  it('serves index.html with the script in its head', async () => {
    const server = await createServer(
      appConfig([appearanceScriptPlugin({ appearance: 'dark' })], { server: { middlewareMode: true } }),
    );
    try {
      const html = await server.transformIndexHtml('/', await readFile(join(root, 'index.html'), 'utf8'));
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<script>${appearanceScript('dark')}</script>`);
      expect(openPage(html).window.document.documentElement.dataset.theme).toBe('dark');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('adds a head to a page without one', async () => {
    const plugin = appearanceScriptPlugin();
    const handler = (plugin.transformIndexHtml as { handler: (html: string) => unknown }).handler;
    expect(handler('<p>No head</p>')).toEqual({
      html: '<p>No head</p>',
      tags: [{ tag: 'script', children: appearanceScript(), injectTo: 'head-prepend' }],
    });
  });
});

describe('checkAppearanceScriptPluginOptions', () => {
  it.each<[string, unknown, string[]]>([
    ['no options', {}, []],
    ['every setting', { appearance: 'force-auto', bannerId: 'release-1.0' }, []],
    ['false', { appearance: false }, []],
    ['options that are a value', 'dark', [': expected the options { appearance, bannerId }']],
    [
      'a banner id that is a number',
      { bannerId: 7 },
      [
        'bannerId: expected the banner\'s id, letters and digits with . _ : - inside, e.g. "release-1.0" (got 7)',
      ],
    ],
    [
      'a null appearance',
      { appearance: null },
      ['appearance: expected a boolean or one of "dark", "force-dark", "force-auto" (got null)'],
    ],
  ])('checks %s', (_name, options, problems) => {
    expect(
      checkAppearanceScriptPluginOptions(options as AppearanceScriptPluginOptions).map(
        (issue) => `${issue.path}: ${issue.message}`,
      ),
    ).toEqual(problems);
  });
});
