import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createLineMaps } from './dialects/line-maps.js';
import {
  formatMarkdownWarning,
  type MarkdownPageContext,
  markdownReporter,
  recordedWarnings,
  sourceLineOffset,
  WARNINGS_FIELD,
} from './markdown-warnings.js';

describe('sourceLineOffset', () => {
  it.each([
    ['a body below frontmatter and blank lines', '---\ntitle: A\n---\n\n\n# A\n\nText\n', '# A\n\nText', 5],
    ['the whole file', '# A\n', '# A\n', 0],
    ['a file without frontmatter, trimmed', '\n\n# A\n', '# A', 2],
    ['MDX with its frontmatter blanked', '---\nt: 1\n---\n# A', '   \n    \n   \n# A', 0],
    ['a body also written in the frontmatter', '---\ntitle: x\n---\n\nx\n', 'x', 4],
    ['an empty body', '---\ntitle: A\n---\n', '', 0],
    ['text from elsewhere', '# A\n', '# B', 0],
  ])('counts the lines before %s', (_name, file, source, lines) => {
    expect(sourceLineOffset(file, source)).toBe(lines);
  });
});

describe('formatMarkdownWarning', () => {
  it.each([
    [{ file: 'docs/a.md', line: 3, column: 5, message: 'm' }, 'docs/a.md:3:5: m'],
    [{ file: 'docs/a.md', line: 3, message: 'm' }, 'docs/a.md:3: m'],
    [{ file: 'docs/a.md', message: 'm' }, 'docs/a.md: m'],
    [{ file: '', line: 1, column: 1, message: 'm' }, 'm'],
  ])('writes %j as %s', (warning, line) => {
    expect(formatMarkdownWarning(warning)).toBe(line);
  });
});

describe('recordedWarnings', () => {
  it.each([
    [undefined, []],
    [{}, []],
    [{ [WARNINGS_FIELD]: 'x' }, []],
    [
      { [WARNINGS_FIELD]: [{ file: 'a.md', message: 'm' }, { file: 1 }, null] },
      [{ file: 'a.md', message: 'm' }],
    ],
  ])('reads the warnings kept in %j', (frontmatter, warnings) => {
    expect(recordedWarnings(frontmatter)).toEqual(warnings);
  });
});

describe('markdownReporter', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lectern-warnings-'));
  mkdirSync(path.join(root, 'docs'));
  const file = path.join(root, 'docs', 'page.md');
  writeFileSync(file, '---\ntitle: Page\n---\n\nIntro\n\n:::nope\n:::\n');
  const context = (sourceFormat: string, frontmatter: Record<string, unknown>): MarkdownPageContext => ({
    fileURL: pathToFileURL(file),
    sourceFormat,
    source: 'Intro\n\n:::nope\n:::',
    data: { astro: { frontmatter } },
  });
  const node = { position: { start: { line: 3, column: 1 } } };

  it('names the file from the root and the line in the file, and keeps the warning with a Markdown page', () => {
    const warn = vi.fn();
    const frontmatter: Record<string, unknown> = { title: 'Page' };
    const report = markdownReporter({ root, warn });
    report(context('markdown', frontmatter), node, 'first');
    report(context('markdown', frontmatter), undefined, 'second');
    const warnings = [
      { file: 'docs/page.md', line: 7, column: 1, message: 'first' },
      { file: 'docs/page.md', line: undefined, column: undefined, message: 'second' },
    ];
    expect(warn.mock.calls).toEqual(warnings.map((warning) => [warning]));
    expect(frontmatter[WARNINGS_FIELD]).toEqual(warnings);
  });

  it('keeps nothing with an MDX page, which is compiled on every build', () => {
    const frontmatter: Record<string, unknown> = {};
    markdownReporter({ root })(context('mdx', frontmatter), node, 'm');
    expect(frontmatter).toEqual({});
  });

  it('counts from the given text when the file cannot be read, and names no file without one', () => {
    const warn = vi.fn();
    const report = markdownReporter({ root, warn });
    report({ ...context('markdown', {}), fileURL: pathToFileURL(path.join(root, 'gone.md')) }, node, 'm');
    report({ ...context('markdown', {}), fileURL: undefined, data: {} }, node, 'n');
    expect(warn.mock.calls.map(([warning]) => formatMarkdownWarning(warning))).toEqual([
      'gone.md:3:1: m',
      'n',
    ]);
  });

  it('names the line in the file of a rewritten page from the line maps it is given, its own only', () => {
    const warn = vi.fn();
    const lineMaps = createLineMaps();
    const page = context('markdown', {});
    lineMaps.remember(pathToFileURL(file), { text: page.source, lines: [5, 6, 12, 13] });
    markdownReporter({ root, warn, lineMaps })(page, node, 'mapped');
    // Another site's reporter, with its own maps, counts as written.
    markdownReporter({ root, warn, lineMaps: createLineMaps() })(page, node, 'counted');
    expect(warn.mock.calls.map(([warning]) => formatMarkdownWarning(warning))).toEqual([
      'docs/page.md:12:1: mapped',
      'docs/page.md:7:1: counted',
    ]);
  });
});
