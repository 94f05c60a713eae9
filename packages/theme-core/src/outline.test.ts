import { describe, expect, it } from 'vitest';
import type { OutlineSetting } from './config/index.js';
import { buildOutline, type OutlineHeader, outlineTitle, resolveOutlineLevels, slugify } from './outline.js';

describe('resolveOutlineLevels', () => {
  it.each<
    [string, OutlineSetting | undefined, OutlineSetting | undefined, readonly [number, number] | false]
  >([
    ['covers level 2 by default', undefined, undefined, [2, 2]],
    ['covers a configured level', 3, undefined, [3, 3]],
    ['covers a range', [2, 4], undefined, [2, 4]],
    ['covers levels 2 to 6 when deep', 'deep', undefined, [2, 6]],
    ['is off when false', false, undefined, false],
    ['reads the level of the object form', { level: [3, 5], label: 'Contents' }, undefined, [3, 5]],
    ['falls back to level 2 when the object form has no level', { label: 'Contents' }, undefined, [2, 2]],
    ['uses the theme default when the page says nothing', undefined, 'deep', [2, 6]],
    ['uses the theme default when the page object has no level', { label: 'Contents' }, [2, 3], [2, 3]],
    ['reads the level of a theme object', undefined, { level: 4 }, [4, 4]],
    ['lets the page override the theme default', 2, 'deep', [2, 2]],
    ['lets the page switch off an outline the theme enables', false, 'deep', false],
    ['lets the page enable an outline the theme switches off', [2, 3], false, [2, 3]],
  ])('%s', (_sentence, setting, themeDefault, expected) => {
    expect(resolveOutlineLevels(setting, themeDefault)).toEqual(expected);
  });
});

describe('outlineTitle', () => {
  it.each<[string, OutlineSetting | undefined, Record<string, string>, OutlineSetting | undefined, string]>([
    ['is "On this page" by default', undefined, {}, undefined, 'On this page'],
    ['uses the translated interface text', 2, { 'outline.onThisPage': '本页目录' }, undefined, '本页目录'],
    [
      'uses the page label',
      { label: 'Contents' },
      { 'outline.onThisPage': '本页目录' },
      undefined,
      'Contents',
    ],
    ['uses the theme label', 'deep', {}, { label: 'In this article' }, 'In this article'],
    ['prefers the page label to the theme label', { label: 'Page' }, {}, { label: 'Theme' }, 'Page'],
    ['ignores a label-less page object', { level: 3 }, {}, { label: 'Theme' }, 'Theme'],
  ])('%s', (_sentence, setting, labels, themeDefault, expected) => {
    expect(outlineTitle(setting, labels, themeDefault)).toBe(expected);
  });

  it('needs no labels', () => {
    expect(outlineTitle(undefined)).toBe('On this page');
  });
});

describe('slugify', () => {
  it.each([
    ['Install', 'install'],
    ['Getting Started', 'getting-started'],
    ['  What’s new?  ', 'whats-new'],
    ['API: v-model & props', 'api-v-model-props'],
    ['snake_case stays', 'snake_case-stays'],
    ['安装', '安装'],
    ['安装 Lectern', '安装-lectern'],
    ['快速上手：配置', '快速上手配置'],
    ['Café crème', 'café-crème'],
    ['Step 2 - Build', 'step-2-build'],
    ['-- dashes --', 'dashes'],
    ['!!!', 'heading'],
    ['', 'heading'],
  ])('turns %j into %j', (title, expected) => {
    expect(slugify(title)).toBe(expected);
  });
});

const header = (title: string, link: string, level: number, children: OutlineHeader[] = []) => ({
  title,
  link,
  level,
  children,
});

describe('buildOutline', () => {
  it('shows nothing for a page without headings', () => {
    expect(buildOutline([], [2, 6])).toEqual([]);
  });

  it('shows nothing when the outline is off', () => {
    expect(buildOutline([{ level: 2, title: 'Install', slug: 'install' }], false)).toEqual([]);
  });

  it('lists level-2 headings in document order', () => {
    const headings = [
      { level: 1, title: 'Guide', slug: 'guide' },
      { level: 2, title: 'Install', slug: 'install' },
      { level: 3, title: 'With pnpm', slug: 'with-pnpm' },
      { level: 2, title: 'Use', slug: 'use' },
    ];
    expect(buildOutline(headings, [2, 2])).toEqual([
      header('Install', '#install', 2),
      header('Use', '#use', 2),
    ]);
  });

  it('nests deeper headings under the nearest shallower one', () => {
    const headings = [
      { level: 2, title: 'Install', slug: 'install' },
      { level: 3, title: 'With pnpm', slug: 'pnpm' },
      { level: 4, title: 'Workspaces', slug: 'workspaces' },
      { level: 3, title: 'With npm', slug: 'npm' },
      { level: 2, title: 'Use', slug: 'use' },
      { level: 3, title: 'In React', slug: 'react' },
    ];
    expect(buildOutline(headings, [2, 6])).toEqual([
      header('Install', '#install', 2, [
        header('With pnpm', '#pnpm', 3, [header('Workspaces', '#workspaces', 4)]),
        header('With npm', '#npm', 3),
      ]),
      header('Use', '#use', 2, [header('In React', '#react', 3)]),
    ]);
  });

  it('nests a heading that skips a level under the last shallower heading', () => {
    const headings = [
      { level: 2, title: 'Install', slug: 'install' },
      { level: 4, title: 'Detail', slug: 'detail' },
      { level: 3, title: 'With npm', slug: 'npm' },
    ];
    expect(buildOutline(headings, [2, 6])).toEqual([
      header('Install', '#install', 2, [header('Detail', '#detail', 4), header('With npm', '#npm', 3)]),
    ]);
  });

  it('drops headings outside the range and keeps their children attached to the nearest kept heading', () => {
    const headings = [
      { level: 2, title: 'Install', slug: 'install' },
      { level: 3, title: 'With pnpm', slug: 'pnpm' },
      { level: 4, title: 'Workspaces', slug: 'workspaces' },
      { level: 5, title: 'Filters', slug: 'filters' },
      { level: 6, title: 'Globs', slug: 'globs' },
    ];
    expect(buildOutline(headings, [3, 4])).toEqual([
      header('With pnpm', '#pnpm', 3, [header('Workspaces', '#workspaces', 4)]),
    ]);
    expect(buildOutline(headings, [5, 6])).toEqual([
      header('Filters', '#filters', 5, [header('Globs', '#globs', 6)]),
    ]);
  });

  it('puts a first heading deeper than the range start at the top level', () => {
    const headings = [
      { level: 3, title: 'Preface', slug: 'preface' },
      { level: 2, title: 'Install', slug: 'install' },
    ];
    expect(buildOutline(headings, [2, 3])).toEqual([
      header('Preface', '#preface', 3),
      header('Install', '#install', 2),
    ]);
  });

  it('leaves out ignored headings', () => {
    const headings = [
      { level: 2, title: 'Install', slug: 'install' },
      { level: 2, title: 'Ad', slug: 'ad', ignore: true },
      { level: 3, title: 'Under install', slug: 'under' },
    ];
    expect(buildOutline(headings, [2, 3])).toEqual([
      header('Install', '#install', 2, [header('Under install', '#under', 3)]),
    ]);
  });

  it('generates links from titles when slugs are missing', () => {
    const headings = [
      { level: 2, title: 'Getting Started' },
      { level: 2, title: '安装 指南' },
    ];
    expect(buildOutline(headings, [2, 2])).toEqual([
      header('Getting Started', '#getting-started', 2),
      header('安装 指南', '#安装-指南', 2),
    ]);
  });

  it('gives repeated titles unique links', () => {
    const headings = [
      { level: 2, title: 'Install' },
      { level: 3, title: 'Install' },
      { level: 2, title: 'Install' },
    ];
    expect(buildOutline(headings, [2, 3])).toEqual([
      header('Install', '#install', 2, [header('Install', '#install-1', 3)]),
      header('Install', '#install-2', 2),
    ]);
  });

  it('never generates a link that collides with an existing slug, even a later one', () => {
    const headings = [
      { level: 2, title: 'Install' },
      { level: 2, title: 'Install again', slug: 'install' },
      { level: 2, title: 'Install', slug: 'install-1' },
      { level: 2, title: 'Install' },
    ];
    expect(buildOutline(headings, [2, 2]).map((entry) => entry.link)).toEqual([
      '#install-2',
      '#install',
      '#install-1',
      '#install-3',
    ]);
  });

  it('keeps generated links stable whatever the range, counting headings outside it', () => {
    const headings = [
      { level: 1, title: 'Install' },
      { level: 2, title: 'Install' },
      { level: 4, title: 'Install', ignore: true },
      { level: 3, title: 'Install' },
    ];
    expect(buildOutline(headings, [3, 3])).toEqual([header('Install', '#install-3', 3)]);
  });
});
