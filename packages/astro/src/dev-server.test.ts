// End to end: a tiny site served by the real `astro dev`, changed while it runs.
import { execFileSync } from 'node:child_process';
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
        "export default defineConfig({ integrations: [lectern({ config: { siteTitle: 'My library', search: { provider: '' } } })] });",
        '',
      ].join('\n'),
      'src/content/docs/en/index.md':
        '---\ntitle: Home\n---\n\n<<< @/snippets/setup.ts\n\n<!--@include: ../../../parts/note.md-->\n',
      'snippets/setup.ts': "export const greeting = 'first snippet';\n",
      'src/parts/note.md': 'The first part.\n',
    });
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
