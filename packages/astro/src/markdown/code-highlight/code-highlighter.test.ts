import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ShikiConfig } from '@astrojs/internal-helpers/markdown';
import { satteriCreateHighlightFn } from '@astrojs/markdown-satteri';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeNotations, shikiColors } from '../markdown-features.js';
import { type CodeCache, codeCacheIn } from './code-cache.js';
import { createCodeHighlighter, highlightSettingsDigest } from './code-highlighter.js';
import { CODE_SAMPLES } from './code-samples.js';

const lectern: ShikiConfig = { ...shikiColors(undefined), transformers: codeNotations() };

/** A node as the page gets it: without the data Shiki's transformers leave on nodes for each other. */
const asRendered = (node: unknown) =>
  JSON.parse(JSON.stringify(node, (name, value) => (name === 'data' ? undefined : value)));

/** A cache in memory that counts what it is asked. */
function memoryCache() {
  const blocks = new Map<string, string>();
  const cache: CodeCache & { blocks: Map<string, string>; hits: number } = {
    blocks,
    hits: 0,
    async get(key) {
      const kept = blocks.get(key);
      if (kept !== undefined) cache.hits += 1;
      return kept;
    },
    async set(key, value) {
      blocks.set(key, value);
    },
  };
  return cache;
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('createCodeHighlighter', () => {
  it.each([
    ['Lectern’s code themes and notations', lectern],
    ['one theme of the site’s own, wrapped', { theme: 'nord', wrap: true }],
    ['the CSS-variables theme, not wrapped', { theme: 'css-variables', wrap: null }],
    [
      'themes of the site’s own with a default colour and an alias',
      { themes: { light: 'github-light', dark: 'nord' }, langAlias: { mylang: 'ts' } },
    ],
  ] satisfies [string, ShikiConfig][])(
    'makes the same markup as Astro’s highlighter, with %s',
    async (_, config) => {
      // Astro's, with the languages the samples hold loaded before them (as Lectern's loads them).
      const astro = await satteriCreateHighlightFn('shiki', {
        ...config,
        langs: ['yaml', 'javascript', 'css', 'typescript'] as unknown as ShikiConfig['langs'],
      });
      const warnings: string[] = [];
      const ours = await createCodeHighlighter(config, { warn: (line) => warnings.push(line) });
      const silence = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      for (const { lang, code, meta } of [
        ...CODE_SAMPLES,
        { lang: 'mylang', code: 'const a: number = 1;' },
      ]) {
        const mine = await ours(code, lang, meta);
        let theirs = asRendered(await astro?.(code, lang, meta));
        // Astro's gives up on a line after 500 ms, which a busy machine reaches: asked again then.
        for (let again = 0; again < 2 && !isDeepStrictEqual(asRendered(mine), theirs); again += 1) {
          theirs = asRendered(await astro?.(code, lang, meta));
        }
        expect(mine, `${lang}: ${code}`).toEqual(theirs);
      }
      silence.mockRestore();
      expect(warnings).toContain(
        '[Shiki] The language "not-a-language" doesn\'t exist, falling back to "plaintext".',
      );
    },
    // Both highlighters load every language of the samples: tens of seconds on a busy machine.
    90_000,
  );

  it('highlights a block the same however long its lines take (a busy machine), so a kept block is whole', async () => {
    const highlight = await createCodeHighlighter(lectern);
    const vue = CODE_SAMPLES.find((sample) => sample.lang === 'vue');
    if (vue === undefined) throw new Error('the samples have a Vue block');
    const { code, lang } = vue;
    const calm = await highlight(code, lang);
    // Every look at the clock a second later than the one before.
    let now = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      expect(await (await createCodeHighlighter(lectern))(code, lang)).toEqual(calm);
    } finally {
      clock.mockRestore();
    }
  });

  it('highlights what a block’s language holds whatever blocks came before: a Markdown block’s frontmatter', async () => {
    const highlight = await createCodeHighlighter(lectern);
    const block = await highlight('---\ntitle: First\n---\n\n# First', 'md');
    const line = JSON.stringify((block.children[0] as { children: unknown[] }).children[2]);
    // `title` as a YAML key (its own colour), not plain text.
    expect(line).toContain('"value":"title"');
  });

  it('highlights a block once: met again, on another page or in the next build, it comes from the cache', async () => {
    const cache = memoryCache();
    const first = await createCodeHighlighter(lectern, { cache });
    const made = await first('const a = 1;', 'ts');
    expect(cache.blocks.size).toBe(1);
    expect(await first('const a = 1;', 'ts')).toEqual(made);
    // The next build: a new highlighter, the same cache.
    const next = await createCodeHighlighter(lectern, { cache });
    const kept = await next('const a = 1;', 'ts');
    expect(kept).toEqual(made);
    expect(cache.hits).toBe(2);
    // Each use gets its own copy, for the plugins after it to change.
    kept.properties.changed = true;
    expect(await next('const a = 1;', 'ts')).toEqual(made);
  });

  it('keeps a block apart for each language, meta, theme and transformer', async () => {
    const cache = memoryCache();
    const highlight = await createCodeHighlighter(lectern, { cache });
    await highlight('const a = 1;', 'ts');
    await highlight('const a = 1;', 'js');
    await highlight('const a = 1;', 'ts', '{1}');
    await highlight('const a = 2;', 'ts');
    expect(cache.blocks.size).toBe(4);
    await (await createCodeHighlighter({ theme: 'nord' }, { cache }))('const a = 1;', 'ts');
    expect(cache.blocks.size).toBe(5);
    const digests = new Set([
      highlightSettingsDigest(lectern),
      highlightSettingsDigest({ ...lectern, wrap: true }),
      highlightSettingsDigest({ ...lectern, transformers: [] }),
      highlightSettingsDigest({ ...lectern, transformers: [{ name: 'mine', pre: (node) => node }] }),
      highlightSettingsDigest({ ...lectern, transformers: [{ name: 'mine', pre: () => undefined }] }),
      highlightSettingsDigest({ ...lectern, langAlias: { x: 'ts' } }),
    ]);
    expect(digests.size).toBe(6);
    expect(highlightSettingsDigest({ ...lectern, transformers: codeNotations() })).toBe(
      highlightSettingsDigest(lectern),
    );
  });

  it('says an unknown language again on every build, also when the block comes from the cache', async () => {
    const cache = memoryCache();
    for (let build = 0; build < 2; build += 1) {
      const warnings: string[] = [];
      const highlight = await createCodeHighlighter(lectern, { cache, warn: (line) => warnings.push(line) });
      await highlight('text', 'klingon');
      expect(warnings).toEqual([
        '[Shiki] The language "klingon" doesn\'t exist, falling back to "plaintext".',
      ]);
    }
    expect(cache.hits).toBe(1);
  });

  it('keeps blocks in files that survive the build, and makes a damaged one again', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'lectern-code-'));
    folders.push(folder);
    const highlight = await createCodeHighlighter(lectern, { cache: codeCacheIn(folder) });
    const made = await highlight('let kept = true;', 'ts');
    const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files).toHaveLength(1);
    const file = path.join(files[0]?.parentPath ?? '', files[0]?.name ?? '');
    expect(file.endsWith('.json')).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8')).element).toEqual(made);

    writeFileSync(file, '{"element": {"type": "ele');
    const again = await createCodeHighlighter(lectern, { cache: codeCacheIn(folder) });
    expect(await again('let kept = true;', 'ts')).toEqual(made);
    expect(JSON.parse(readFileSync(file, 'utf8')).element).toEqual(made);
  });

  it('goes on without keeping blocks where the cache folder cannot be written', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'lectern-code-'));
    folders.push(folder);
    // A file where the folder should be.
    writeFileSync(path.join(folder, 'blocked'), '');
    const highlight = await createCodeHighlighter(lectern, {
      cache: codeCacheIn(path.join(folder, 'blocked')),
    });
    expect((await highlight('let a = 1;', 'ts')).tagName).toBe('pre');
  });
});
