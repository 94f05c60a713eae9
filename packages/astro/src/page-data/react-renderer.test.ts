import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderWithReact } from './react-renderer.js';

const RENDERER = Symbol.for('astro:renderer');

describe('renderWithReact', () => {
  it('marks function and object components for React, once, and leaves anything else alone', () => {
    const plain = () => null;
    const memo = { $$typeof: Symbol.for('react.memo'), type: plain };
    renderWithReact(plain, memo, undefined, 'text');
    renderWithReact(plain);
    expect((plain as unknown as Record<symbol, unknown>)[RENDERER]).toBe('@astrojs/react');
    expect((memo as Record<symbol, unknown>)[RENDERER]).toBe('@astrojs/react');
    // Not enumerable: the component's own keys are as they were.
    expect(Object.keys(memo)).toEqual(['$$typeof', 'type']);
  });

  it('keeps a mark already there', () => {
    const tagged = Object.defineProperty(() => null, RENDERER, { value: 'astro:jsx' });
    renderWithReact(tagged);
    expect((tagged as unknown as Record<symbol, unknown>)[RENDERER]).toBe('astro:jsx');
  });
});

/** The .astro files of this package, relative to src/. */
function astroFiles(): string[] {
  const src = fileURLToPath(new URL('..', import.meta.url));
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => path.join(src, file));
}

/** The components an .astro file imports from React modules: capitalised names, not from .astro files. */
function reactImports(frontmatter: string): string[] {
  const names: string[] = [];
  for (const match of frontmatter.matchAll(/^import\s+(?!type\b)(\w+|\{[^}]*\})\s+from\s+'([^']+)';/gm)) {
    const [, bindings = '', from = ''] = match;
    if (from.endsWith('.astro') || from.startsWith('astro') || from.startsWith('virtual:')) continue;
    if (
      from.includes('theme-core') ||
      /^\.\.\/(site|content|page-data|page-markdown|build|markdown)\//.test(from)
    )
      continue;
    const listed = bindings.startsWith('{')
      ? bindings
          .slice(1, -1)
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '' && !part.startsWith('type '))
          .map((part) => part.split(/\s+as\s+/).at(-1) ?? part)
      : [bindings];
    names.push(...listed.filter((name) => /^[A-Z][a-z]/.test(name)));
  }
  return names;
}

describe('the .astro components of the theme', () => {
  const files = astroFiles();

  it('are found', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [path.basename(file), file]))(
    '%s marks every React component it imports with renderWithReact',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      const frontmatter = source.split(/^---$/m)[1] ?? '';
      const imported = reactImports(frontmatter);
      const marked = [...frontmatter.matchAll(/renderWithReact\(([^)]*)\)/g)].flatMap((match) =>
        (match[1] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      );
      expect(marked.sort()).toEqual(expect.arrayContaining(imported.sort()));
    },
  );
});
