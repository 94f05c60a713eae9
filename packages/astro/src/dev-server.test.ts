// End to end: a tiny site served by the real `astro dev`, changed while it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, fixtureSite } from './test/fixture-site.js';

/** A port of its own, clear of the other tests' servers. */
const PORT = 4471;

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

  it('shows a changed snippet and a changed part without the page being touched', async () => {
    expect(await pageOnceItHolds('first snippet')).toContain('The first part.');
    site.write({ 'snippets/setup.ts': "export const greeting = 'second snippet';\n" });
    expect(await pageOnceItHolds('second snippet'), server.output()).toContain('second snippet');
    site.write({ 'src/parts/note.md': 'The second part.\n' });
    expect(await pageOnceItHolds('The second part.'), server.output()).toContain('The second part.');
  }, 150_000);
});
