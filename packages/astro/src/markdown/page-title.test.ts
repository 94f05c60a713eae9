import { describe, expect, it } from 'vitest';
import { firstHeadingText, titleFromFileName } from './page-title.js';

describe('firstHeadingText', () => {
  it.each([
    ['# Getting started\n\nText', 'markdown', 'Getting started'],
    ['---\ntitle: x\n---\n\n# From the body', 'markdown', 'From the body'],
    ['Intro\n\n## Two\n\n# One\n\n# Another', 'markdown', 'One'],
    ['Using `lectern()` *now*\n===', 'markdown', 'Using lectern() now'],
    ['# [Linked](/x/) title', 'markdown', 'Linked title'],
    [':::tip\n# Inside\n:::', 'markdown', 'Inside'],
    ['```md\n# In code\n```\n\nText', 'markdown', undefined],
    ['## Only h2', 'markdown', undefined],
    ['#', 'markdown', undefined],
    ['', 'markdown', undefined],
    ["import X from './X.astro';\n\n# MDX page\n\n<X />", 'mdx', 'MDX page'],
    ['<X\n\n# Broken', 'mdx', undefined],
  ] as const)('%j (%s) is titled %j', (source, format, title) => {
    expect(firstHeadingText(source, format)).toBe(title);
  });
});

describe('titleFromFileName', () => {
  it.each([
    ['en/guide/getting-started.md', 'Getting started'],
    ['en/guide/getting_started.mdx', 'Getting started'],
    ['en/Guide/API reference.md', 'API reference'],
    ['en/guide/index.md', 'Guide'],
    ['en/guide/index.mdx', 'Guide'],
    ['en/index.md', 'Home'],
    ['index.md', 'Home'],
    ['en\\windows\\page.md', 'Page'],
  ])('%s is titled %s', (file, title) => {
    expect(titleFromFileName(file)).toBe(title);
  });
});
