import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redirectMiddleware, writeRedirects } from './redirects';

const locales = [
  { locale: 'en', title: 'English', enabled: true },
  { locale: 'zh-CN', title: '简体中文', alternate: 'zh-Hans', enabled: true },
  { locale: 'ja', title: '日本語', enabled: false },
];

describe('the redirects of the integration', () => {
  let root: string;
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const messages: { info: string[]; error: string[] } = { info: [], error: [] };
  const logger = {
    info: (message: string) => messages.info.push(message),
    error: (message: string) => messages.error.push(message),
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lectern-astro-redirects-'));
    messages.info = [];
    messages.error = [];
    put('redirects.json', JSON.stringify({ 'quick-start': '/getting-started/installation/' }));
    for (const page of ['en/getting-started/installation', 'zh-CN/getting-started/installation']) {
      put(`dist/${page}/index.html`, '<!doctype html><title>Installation</title>');
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('answers old addresses with 301 on the dev server', () => {
    const middleware = redirectMiddleware({ root, table: 'redirects.json', locales, defaultLocale: 'en' });
    if (middleware instanceof Error) throw middleware;
    const headers: Record<string, string | number> = {};
    const response = {
      statusCode: 200,
      setHeader: (name: string, value: string | number) => {
        headers[name.toLowerCase()] = value;
      },
      end: () => {},
    };
    let passedOn = false;
    middleware({ method: 'GET', url: '/zh-Hans/quick-start?x=1' }, response as never, () => {
      passedOn = true;
    });
    expect(passedOn).toBe(false);
    expect(response.statusCode).toBe(301);
    expect(headers.location).toBe('/zh-CN/getting-started/installation/?x=1');
  });

  it('gives the error of a bad table instead of a middleware', () => {
    put('redirects.json', '{ "quick-start": 42 }');
    const middleware = redirectMiddleware({ root, table: 'redirects.json', locales, defaultLocale: 'en' });
    expect(middleware).toBeInstanceOf(Error);
    expect((middleware as Error).message).toContain('redirects.json: entry "quick-start"');
  });

  it('checks the table against the built site and writes the pages and host files', async () => {
    const ok = await writeRedirects({
      root,
      table: 'redirects.json',
      siteDir: join(root, 'dist'),
      locales,
      defaultLocale: 'en',
      site: 'https://lectern.dev',
      logger,
    });
    expect(ok).toBe(true);
    expect(messages.info.join('\n')).toContain('redirects.json: no errors, no warnings in 1 entry');
    expect(readFileSync(join(root, 'dist/ja/quick-start/index.html'), 'utf8')).toContain(
      'https://lectern.dev/en/getting-started/installation/',
    );
    expect(readFileSync(join(root, 'dist/_redirects'), 'utf8')).toContain(
      '/zh-Hans/quick-start /zh-CN/getting-started/installation/ 301',
    );
  });

  it('reports a target that is not a page, and writes nothing', async () => {
    put('redirects.json', JSON.stringify({ 'quick-start': '/getting-started/setup/' }));
    const ok = await writeRedirects({
      root,
      table: 'redirects.json',
      siteDir: join(root, 'dist'),
      locales,
      defaultLocale: 'en',
      logger,
    });
    expect(ok).toBe(false);
    expect(messages.info.join('\n')).toContain('error [missing-target] target "/getting-started/setup/"');
    expect(messages.error.join('\n')).toContain('Nothing was written');
    expect(() => readFileSync(join(root, 'dist/_redirects'))).toThrow();
  });
});
