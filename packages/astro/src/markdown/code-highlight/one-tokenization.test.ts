import { createHighlighter } from 'shiki';
import { codeToHast } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it, vi } from 'vitest';
import { codeThemes } from '../markdown-features.js';
import { CODE_SAMPLES } from './code-samples.js';
import { tokenizeOnce } from './one-tokenization.js';

const highlighter = await createHighlighter({
  themes: [...Object.values(codeThemes), 'nord', 'github-light'],
  langs: ['ts', 'vue', 'html', 'md', 'diff', 'bash', 'json', 'css'],
  engine: createOnigurumaEngine(import('shiki/wasm')),
});
const known = CODE_SAMPLES.filter((sample) => highlighter.getLoadedLanguages().includes(sample.lang));

describe('tokenizeOnce', () => {
  it.each([
    ['Lectern’s code themes', { themes: codeThemes, defaultColor: false as const }],
    [
      'three themes, one of them the default colour',
      { themes: { light: 'github-light', dark: 'nord', dim: codeThemes.dark }, defaultColor: 'light' },
    ],
  ])('gives Shiki’s own output, token for token, with %s', (_, themes) => {
    for (const { lang, code } of known) {
      // No time limit on a line, which a busy machine reaches on one side and not the other.
      const options = { lang, ...themes, tokenizeTimeLimit: 0 };
      expect(
        codeToHast(tokenizeOnce(highlighter.getInternalContext()), code, options),
        `${lang}: ${code}`,
      ).toEqual(highlighter.codeToHast(code, options));
    }
  });

  it('runs the grammar over each line once, whatever the number of themes', () => {
    const primitive = highlighter.getInternalContext();
    const grammar = primitive.getLanguage('ts');
    const scoped = vi.spyOn(grammar, 'tokenizeLine');
    const binary = vi.spyOn(grammar, 'tokenizeLine2');
    const code = 'const a = 1;\nconst b = a + 1;\nexport { b };';
    codeToHast(tokenizeOnce(primitive), code, {
      lang: 'ts',
      themes: { light: 'github-light', dark: 'nord', dim: codeThemes.dark },
    });
    expect(scoped).toHaveBeenCalledTimes(3);
    expect(binary).not.toHaveBeenCalled();
    scoped.mockRestore();
    binary.mockRestore();
  });

  it('leaves a grammar without the internals it needs to Shiki', () => {
    const primitive = highlighter.getInternalContext();
    const grammar = primitive.getLanguage('ts');
    const bare = {
      name: grammar.name,
      tokenizeLine: grammar.tokenizeLine.bind(grammar),
      tokenizeLine2: grammar.tokenizeLine2.bind(grammar),
    } as typeof grammar;
    const wrapped = tokenizeOnce({ ...primitive, getLanguage: () => bare });
    expect(wrapped.getLanguage('ts')).toBe(bare);
    expect(codeToHast(wrapped, 'const a = 1;', { lang: 'ts', themes: codeThemes })).toBeTruthy();
  });
});
