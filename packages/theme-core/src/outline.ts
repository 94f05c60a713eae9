import type { OutlineLevel, OutlineSetting } from './config/index.js';

/** The range of heading levels the outline shows, both ends included, e.g. `[2, 3]`. */
export type OutlineRange = readonly [from: number, to: number];

/** A heading of the outline, with the deeper headings below it. */
export interface OutlineHeader {
  /** The heading's text. */
  title: string;
  /** The in-page link, e.g. `#install`. */
  link: string;
  /** The heading level, 2 to 6. */
  level: number;
  /** Deeper headings that follow this one, until the next heading at this level or shallower. */
  children: OutlineHeader[];
}

/** A heading of the page as the caller found it in the content. */
export interface PageHeading {
  /** The heading level, 1 to 6. */
  level: number;
  /** The heading's text. */
  title: string;
  /** The heading's id; generated from the title when missing. */
  slug?: string | undefined;
  /** Leave this heading out of the outline (it still reserves its slug). */
  ignore?: boolean | undefined;
}

const DEFAULT_LEVEL = 2;
const DEEP: OutlineRange = [2, 6];
const DEFAULT_TITLE = 'On this page';

/**
 * Which heading levels the outline shows. The page's setting wins over the theme's; with neither, level 2.
 * A level `n` gives `[n, n]`, a range is kept, `'deep'` gives `[2, 6]` and `false` gives `false` (no
 * outline). The object form `{ level, label }` uses its `level`, falling back to the theme's.
 *
 * @example resolveOutlineLevels(undefined) // [2, 2]
 * @example resolveOutlineLevels('deep') // [2, 6]
 * @example resolveOutlineLevels({ label: 'Contents' }, [2, 3]) // [2, 3]
 */
export function resolveOutlineLevels(
  setting: OutlineSetting | undefined,
  themeDefault?: OutlineSetting,
): OutlineRange | false {
  const level = levelOf(setting) ?? levelOf(themeDefault) ?? DEFAULT_LEVEL;
  if (level === false) return false;
  if (level === 'deep') return DEEP;
  if (typeof level === 'number') return [level, level];
  return [level[0], level[1]];
}

/**
 * The outline's title: the page's `label`, else the theme's, else the `outline.onThisPage` interface text
 * (pass the page language's labels), else "On this page".
 *
 * @example outlineTitle({ label: 'Contents' }, {}) // 'Contents'
 * @example outlineTitle(2, { 'outline.onThisPage': '本页目录' }) // '本页目录'
 */
export function outlineTitle(
  setting: OutlineSetting | undefined,
  labels: { readonly 'outline.onThisPage'?: string | undefined } = {},
  themeDefault?: OutlineSetting,
): string {
  return labelOf(setting) ?? labelOf(themeDefault) ?? labels['outline.onThisPage'] ?? DEFAULT_TITLE;
}

/**
 * Builds the outline tree from the page's headings in document order. Headings outside `levels` and
 * ignored headings are left out; a deeper heading nests under the nearest shallower one before it (a jump
 * from h2 to h4 nests the h4 under the h2). Links are `#slug`; a missing slug is generated from the title
 * ({@link slugify}) and made unique against every other heading of the page: `#install`, `#install-1`…
 *
 * @example
 * buildOutline([{ level: 2, title: 'Install' }, { level: 3, title: 'With pnpm' }], [2, 3])
 * // [{ title: 'Install', link: '#install', level: 2, children: [
 * //   { title: 'With pnpm', link: '#with-pnpm', level: 3, children: [] }] }]
 */
export function buildOutline(
  headings: readonly PageHeading[],
  levels: OutlineRange | false,
): OutlineHeader[] {
  if (levels === false) return [];
  const [from, to] = levels;
  const slugs = assignSlugs(headings);
  const root: OutlineHeader[] = [];
  const open: OutlineHeader[] = [];
  headings.forEach((heading, index) => {
    if (heading.ignore || heading.level < from || heading.level > to) return;
    const header: OutlineHeader = {
      title: heading.title,
      link: `#${slugs[index]}`,
      level: heading.level,
      children: [],
    };
    while ((open.at(-1)?.level ?? 0) >= heading.level) open.pop();
    (open.at(-1)?.children ?? root).push(header);
    open.push(header);
  });
  return root;
}

/**
 * Turns a heading's text into an id: lowercase, whitespace becomes `-`, punctuation and symbols are
 * removed, letters of every script (including CJK) and digits are kept. Text with nothing left gives
 * `heading`.
 *
 * @example slugify('Getting Started!') // 'getting-started'
 * @example slugify('安装 Lectern') // '安装-lectern'
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'heading' : slug;
}

function assignSlugs(headings: readonly PageHeading[]): string[] {
  const taken = new Set<string>();
  for (const heading of headings) if (heading.slug !== undefined) taken.add(heading.slug);
  return headings.map((heading) => {
    if (heading.slug !== undefined) return heading.slug;
    const base = slugify(heading.title);
    let slug = base;
    for (let suffix = 1; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    taken.add(slug);
    return slug;
  });
}

function levelOf(setting: OutlineSetting | undefined): OutlineLevel | undefined {
  if (typeof setting === 'object' && !Array.isArray(setting)) return setting.level;
  return setting;
}

function labelOf(setting: OutlineSetting | undefined): string | undefined {
  return typeof setting === 'object' && !Array.isArray(setting) ? setting.label : undefined;
}
