import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { examples, locales, sitePages } from '../test/examples';
import { main } from './main';

describe('lectern-redirects', () => {
  let root: string;

  const put = async (path: string, text: string) => {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  };
  const exists = (path: string) =>
    stat(join(root, path)).then(
      () => true,
      () => false,
    );
  const run = async (...argv: string[]) => {
    const output = { stdout: '', stderr: '' };
    const status = await main(argv, {
      stdout: (text) => {
        output.stdout += text;
      },
      stderr: (text) => {
        output.stderr += text;
      },
      cwd: root,
    });
    return { status, ...output };
  };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'lectern-cli-'));
    for (const page of sitePages) await put(`dist${page}index.html`, '<!doctype html><title>page</title>');
    await put('redirects.json', JSON.stringify(examples));
    await put('locales.json', JSON.stringify({ locales, defaultLocale: 'en' }));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  describe('check', () => {
    it('passes the example table against the built site', async () => {
      expect(await run('check', 'dist', '--table', 'redirects.json', '--locales', 'locales.json')).toEqual({
        status: 0,
        stdout: 'redirects.json: no errors, no warnings in 5 entries (checked against 12 pages in dist)\n',
        stderr: '',
      });
    });

    it('reads redirects.json from the current folder when --table is not given', async () => {
      const { status, stdout } = await run('check', 'dist', '--locales', 'locales.json');
      expect(status).toBe(0);
      expect(stdout).toContain('redirects.json: no errors');
    });

    it('reports errors with the entries involved and exits with 1', async () => {
      await put(
        'table.json',
        JSON.stringify([
          { from: 'quick-start', to: '/getting-started/setup' },
          { from: 'a', to: '/b' },
          { from: 'b', to: '/a' },
          { from: 'old-menus', to: '/components/dropdowns' },
          { from: 'components/dropdowns', to: '/components/menus' },
        ]),
      );
      const { status, stdout } = await run(
        'check',
        'dist',
        '--table',
        'table.json',
        '--locales',
        'locales.json',
      );
      expect(status).toBe(1);
      expect(stdout).toBe(
        [
          'error [loop] redirect loop: /a → /b → /a',
          '  entry 2: "a" → /b',
          '  entry 3: "b" → /a',
          'error [missing-target] target "/getting-started/setup" is not a page of the site ("quick-start" (→ /getting-started/setup))',
          '  entry 1: "quick-start" → /getting-started/setup',
          'warning [chain] entry "old-menus": chain /old-menus → /components/dropdowns → /components/menus collapsed to /old-menus → /components/menus',
          '  entry 4: "old-menus" → /components/dropdowns',
          '',
          'table.json: 2 errors, 1 warning in 5 entries (checked against 12 pages in dist)',
          '',
        ].join('\n'),
      );
    });

    it('passes with warnings only', async () => {
      await put('table.json', JSON.stringify({ 'old-menus': '/components/dropdowns', ...examples }));
      const { status, stdout } = await run(
        'check',
        'dist',
        '--table',
        'table.json',
        '--locales',
        'locales.json',
      );
      expect(status).toBe(0);
      expect(stdout).toContain('table.json: no errors, 1 warning in 6 entries');
    });

    it('compares pages with their locale prefix without --locales', async () => {
      const { status, stdout } = await run('check', 'dist');
      expect(status).toBe(1);
      expect(stdout).toContain('redirects.json: 5 errors, no warnings in 5 entries');
    });

    it.each([
      ['not JSON', '{ "quick-start": ', /^table\.json: not valid JSON \(.+\)\n$/],
      ['a list of strings', '["a"]', /^table\.json: entry 1: expected an object/],
      ['an empty key', '{ "": "/a" }', /^table\.json: entry "": the old path is empty\n$/],
      [
        'a number as target',
        '{ "quick-start": 42 }',
        /^table\.json: entry "quick-start": expected a path starting with "\/" \(got 42\)\n$/,
      ],
    ])(
      'prints the problems of a table file that is %s, without a stack trace',
      async (_name, text, message) => {
        await put('table.json', text);
        const { status, stdout, stderr } = await run('check', 'dist', '--table', 'table.json');
        expect(status).toBe(1);
        expect(stdout).toBe('');
        expect(stderr).toMatch(message);
        expect(stderr).not.toMatch(/\n\s+at /);
      },
    );

    it.each([
      ['not JSON', 'nope', /^locales\.json: not valid JSON/],
      ['a number', '42', 'locales.json: expected a list of locales or an object with "locales" (got 42)'],
      [
        'a bad entry',
        '[{ "locale": "en", "enabled": "yes" }]',
        'locales.json: entry 1 ("en"): "enabled": expected true or false (got "yes")',
      ],
      [
        'a disabled default',
        '{ "locales": [{ "locale": "en", "enabled": false }], "defaultLocale": "en" }',
        'locales.json: defaultLocale "en" is not the code of an enabled locale',
      ],
    ])('prints the problems of a locales file that is %s', async (_name, text, message) => {
      await put('locales.json', text);
      const { status, stderr } = await run('check', 'dist', '--locales', 'locales.json');
      expect(status).toBe(1);
      expect(stderr).toMatch(message);
    });
  });

  describe('write', () => {
    it('writes the outputs into the site, which then still checks', async () => {
      const { status, stdout } = await run(
        'write',
        'dist',
        '--table',
        'redirects.json',
        '--locales',
        'locales.json',
      );
      expect(status).toBe(0);
      expect(stdout).toContain(
        'Wrote 25 redirect pages, _redirects, vercel.json, nginx-redirects.conf into dist\n',
      );
      expect(await readFile(join(root, 'dist/zh-Hans/quick-start/index.html'), 'utf8')).toContain(
        'url=/zh-CN/getting-started/installation',
      );
      expect(await readFile(join(root, 'dist/_redirects'), 'utf8')).toContain(
        '/ja/quick-start/ /en/getting-started/installation/ 301!',
      );
      expect((await run('check', 'dist', '--locales', 'locales.json')).status).toBe(0);
    });

    it('writes only the outputs asked for, under the base, with absolute canonical links', async () => {
      const { status } = await run(
        'write',
        'dist',
        '--locales',
        'locales.json',
        '--outputs',
        'pages,nginx',
        '--base',
        '/docs/',
        '--site',
        'https://lectern.dev',
      );
      expect(status).toBe(0);
      const page = await readFile(join(root, 'dist/quick-start/index.html'), 'utf8');
      expect(page).toContain(
        '<link rel="canonical" href="https://lectern.dev/docs/en/getting-started/installation/">',
      );
      expect(await exists('dist/nginx-redirects.conf')).toBe(true);
      expect(await exists('dist/_redirects')).toBe(false);
    });

    it('writes unprefixed addresses without --locales', async () => {
      await put('dist/getting-started/installation/index.html', '<!doctype html>');
      await put('table.json', '{ "quick-start": "/getting-started/installation" }');
      const { status } = await run('write', 'dist', '--table', 'table.json');
      expect(status).toBe(0);
      expect(await readFile(join(root, 'dist/_redirects'), 'utf8')).toContain(
        '/quick-start /getting-started/installation/ 301!\n',
      );
      expect(await exists('dist/en/quick-start/index.html')).toBe(false);
    });

    it('writes unforced rules with --no-force', async () => {
      await put('dist/getting-started/installation/index.html', '<!doctype html>');
      await put('table.json', '{ "quick-start": "/getting-started/installation" }');
      const { status } = await run('write', 'dist', '--table', 'table.json', '--no-force');
      expect(status).toBe(0);
      expect(await readFile(join(root, 'dist/_redirects'), 'utf8')).toContain(
        '/quick-start /getting-started/installation/ 301\n',
      );
    });

    it('writes locations in the form --trailing-slash asks for', async () => {
      await put('dist/getting-started/installation/index.html', '<!doctype html>');
      await put('table.json', '{ "quick-start": "/getting-started/installation/" }');
      const { status } = await run('write', 'dist', '--table', 'table.json', '--trailing-slash', 'never');
      expect(status).toBe(0);
      expect(await readFile(join(root, 'dist/_redirects'), 'utf8')).toContain(
        '/quick-start /getting-started/installation 301!',
      );
    });

    it('writes nothing when the table has errors', async () => {
      await put('table.json', '{ "a": "/b", "b": "/a" }');
      const { status, stderr } = await run(
        'write',
        'dist',
        '--table',
        'table.json',
        '--locales',
        'locales.json',
      );
      expect(status).toBe(1);
      expect(stderr).toBe('Nothing was written: fix the errors first.\n');
      expect(await exists('dist/_redirects')).toBe(false);
    });

    it('reports what keeps it from writing', async () => {
      await put('dist/vercel.json', '{ "routes": [] }');
      const { status, stderr } = await run('write', 'dist', '--locales', 'locales.json');
      expect(status).toBe(1);
      expect(stderr).toBe(
        `Cannot write the redirect outputs into ${join(root, 'dist')}:\n  vercel.json cannot take the redirects: it has "routes", which Vercel does not allow with "redirects"\n`,
      );
    });
  });

  it('shows the help', async () => {
    const { status, stdout } = await run('--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: lectern-redirects <command> <built-site-dir>/);
  });

  it.each([
    [[], 'no command given'],
    [['deploy', 'dist'], 'unknown command "deploy" (expected check or write)'],
    [['check'], "check: the built site's folder is missing"],
    [['check', 'dist', 'more'], 'check: unexpected argument "more"'],
    [['check', 'dist', '--tabel', 'x.json'], "Unknown option '--tabel'"],
    [['check', 'dist', '--table'], "Option '--table <value>' argument missing"],
    [['check', 'nowhere'], 'nowhere is not a folder'],
    [['check', 'redirects.json'], 'redirects.json is not a folder'],
    [
      ['check', 'dist', '--table', 'missing.json'],
      'cannot read the redirect table missing.json: no such file',
    ],
    [['check', 'dist', '--table', 'dist'], 'cannot read the redirect table dist: it is a folder'],
    [
      ['check', 'dist', '--locales', 'missing.json'],
      'cannot read the locales file missing.json: no such file',
    ],
    [['check', 'dist', '--outputs', 'pages'], 'check: --outputs is an option of write'],
    [['write', 'dist', '--outputs', 'pages,apache'], 'unknown output "apache" in --outputs'],
    [['write', 'dist', '--site', 'lectern.dev'], '--site: expected an absolute URL'],
    [['write', 'dist', '--trailing-slash', 'yes'], '--trailing-slash: expected always, never, ignore'],
    [['check', 'dist', '--trailing-slash', 'never'], 'check: --trailing-slash is an option of write'],
  ])('refuses the usage %j with status 2', async (argv, message) => {
    const { status, stdout, stderr } = await run(...argv);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(`lectern-redirects: ${message}`);
    expect(stderr).toContain('Run lectern-redirects --help for usage.');
  });

  it('asks for a table when there is no redirects.json', async () => {
    await rm(join(root, 'redirects.json'));
    const { status, stderr } = await run('check', 'dist');
    expect(status).toBe(2);
    expect(stderr).toContain('no redirect table: pass --table <file>, or run where redirects.json is');
  });
});
