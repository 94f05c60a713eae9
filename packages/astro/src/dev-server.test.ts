// End to end: a tiny site served by the real `astro dev`, changed while it runs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, fixtureSite } from './test/fixture-site.js';

/** A port of its own, clear of the other tests' servers. */
const PORT = 4471;
/** The port of the site in git. */
const GIT_SITE_PORT = 4472;

describe('astro dev, with a page that quotes a snippet and includes a part', () => {
  let site: FixtureSite;
  let server: Awaited<ReturnType<FixtureSite['dev']>>;
  beforeAll(async () => {
    site = fixtureSite({
      'astro.config.mjs': [
        "import { lectern } from '@lectern/astro';",
        "import { defineConfig } from 'astro/config';",
        '',
        // The live examples are a package's, linked into the site as a workspace links it.
        "export default defineConfig({ integrations: [lectern({ config: { siteTitle: 'My library', search: { provider: '' } }, examplesDir: '@acme/ui/examples' })] });",
        '',
      ].join('\n'),
      'src/content/docs/en/index.md':
        '---\ntitle: Home\n---\n\n<<< @/snippets/setup.ts\n\n<!--@include: ../../../parts/note.md-->\n\n<Example file="hello/first" />\n\n<Example file="hello/second" />\n',
      'snippets/setup.ts': "export const greeting = 'first snippet';\n",
      'src/parts/note.md': 'The first part.\n',
      'ui/package.json': JSON.stringify({
        name: '@acme/ui',
        type: 'module',
        exports: { './examples/*': './examples/*' },
      }),
      'ui/examples/hello/first.tsx':
        'export default function First() {\n  return <p>The first example.</p>;\n}\n',
    });
    mkdirSync(path.join(site.root, 'node_modules', '@acme'), { recursive: true });
    symlinkSync(path.join(site.root, 'ui'), path.join(site.root, 'node_modules', '@acme', 'ui'), 'dir');
    server = await site.dev(PORT);
  }, 180_000);
  afterAll(() => {
    server?.stop();
    site?.remove();
  });

  /** The page's HTML once it holds `text`, or what it held last when it never did within 45 s. */
  async function pageOnceItHolds(text: string): Promise<string> {
    let html = '';
    for (const started = Date.now(); Date.now() - started < 45_000; ) {
      html = await (await fetch(`${server.origin}/en/`)).text();
      if (html.includes(text)) return html;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return html;
  }

  it("shows a package's example, and one added to its folder while the server runs", {
    timeout: 150_000,
  }, async () => {
    const first = await pageOnceItHolds('The first example.');
    expect(first, server.output()).toContain('The first example.');
    expect(first).toContain('Could not load example `hello/second`');
    site.write({
      'ui/examples/hello/second.tsx':
        'export default function Second() {\n  return <p>The second example.</p>;\n}\n',
    });
    expect(await pageOnceItHolds('The second example.'), server.output()).toContain('The second example.');
  });

  let attempts = 0;
  // Each attempt writes words of its own, so a second attempt (once, when the heavily loaded machine lost a
  // save) starts from whatever the first one left.
  it('shows a changed snippet and a changed part without the page being touched', {
    retry: 1,
    timeout: 150_000,
  }, async () => {
    const attempt = Date.now().toString(36);
    attempts += 1;
    if (attempts === 1) expect(await pageOnceItHolds('first snippet')).toContain('The first part.');
    site.write({ 'snippets/setup.ts': `export const greeting = 'snippet ${attempt}';\n` });
    expect(await pageOnceItHolds(`snippet ${attempt}`), server.output()).toContain(`snippet ${attempt}`);
    site.write({ 'src/parts/note.md': `The part ${attempt}.\n` });
    expect(await pageOnceItHolds(`The part ${attempt}.`), server.output()).toContain(`The part ${attempt}.`);
  });
});

describe('astro dev, with a site in git whose page is changed and committed while it runs', () => {
  let site: FixtureSite;
  let server: Awaited<ReturnType<FixtureSite['dev']>>;
  /** Commits the content at `date` (ISO), as its author would. */
  const commit = (date: string) => {
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: site.root,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
        stdio: 'ignore',
      });
    git('add', 'src/content');
    git('commit', '-q', '-m', `Change the guide (${date})`);
  };
  beforeAll(async () => {
    site = fixtureSite({
      'astro.config.mjs': [
        "import { lectern } from '@lectern/astro';",
        "import { defineConfig } from 'astro/config';",
        '',
        "export default defineConfig({ integrations: [lectern({ config: { siteTitle: 'My library', search: { provider: '' } } })] });",
        '',
      ].join('\n'),
      'src/content/docs/en/index.md': '---\ntitle: Home\n---\n\n[The guide](/en/guide/)\n',
      'src/content/docs/en/guide.md': '---\ntitle: Guide\n---\n\nThe first version.\n',
    });
    for (const args of [
      ['init', '-q'],
      ['config', 'user.email', 'test@example.com'],
      ['config', 'user.name', 'Test'],
    ]) {
      execFileSync('git', args, { cwd: site.root, stdio: 'ignore' });
    }
    commit('2026-03-04T05:06:07Z');
    server = await site.dev(GIT_SITE_PORT);
  }, 180_000);
  afterAll(() => {
    server?.stop();
    site?.remove();
  });

  /** The guide's HTML once it holds `text`, or what it held last when it never did within 45 s. */
  async function guideOnceItHolds(text: string): Promise<string> {
    let html = '';
    for (const started = Date.now(); Date.now() - started < 45_000; ) {
      html = await (await fetch(`${server.origin}/en/guide/`)).text();
      if (html.includes(text)) return html;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return html;
  }

  it('dates the page by its newest commit, one made after the server started too', async () => {
    // The footer's <time> (React writes its attribute as `dateTime`).
    expect(await guideOnceItHolds('The first version.')).toMatch(/datetime="2026-03-04T05:06:07.000Z"/i);
    site.write({ 'src/content/docs/en/guide.md': '---\ntitle: Guide\n---\n\nThe second version.\n' });
    commit('2026-04-05T06:07:08Z');
    const html = await guideOnceItHolds('The second version.');
    expect(html, server.output()).toMatch(/datetime="2026-04-05T06:07:08.000Z"/i);
  }, 150_000);
});
