// The rule the packages' style tests share: component styles take font sizes, stacking layers, shadows,
// breakpoints and motion durations from the theme (`vars.fontSize.*`, `vars.layer.*`, `vars.shadow.*`,
// `media.*`, `vars.motion.*`), never a raw size in rem, a z-index number, a shadow, a width or a duration of
// their own, so that one place says what is over what, how large each text is, how deep each surface lies,
// where the layout changes and how long things move.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RULES = [
  { pattern: /\bzIndex:\s*-?\d+/, message: 'a raw z-index: use a layer of vars.layer' },
  {
    pattern: /\bfontSize:\s*['"`]\d*\.?\d+rem['"`]/,
    message: 'a raw font size in rem: use a size of vars.fontSize',
  },
  { pattern: /\((?:min|max)-width:\s*\d+px\)/, message: 'a raw breakpoint: use a query of media' },
  { pattern: /\bboxShadow:\s*['"`][^'"`]*rgba?\(/, message: 'a raw shadow: use a shadow of vars.shadow' },
  { test: hasRawDuration, message: 'a raw duration: use a duration of vars.motion' },
];

/** A transition or animation (or its duration or delay) given as text: its value. */
const MOTION_VALUE = /\b(?:transition|animation)(?:Duration|Delay)?:\s*(['"`])(.*?)\1/g;
/** A time in the value: `0.2s`, `250ms` (not a part of a longer word or a variable's name). */
const TIME = /(?<![\w$.-])(\d*\.?\d+)(ms|s)\b/g;

/**
 * Whether a value holds a time of motion: 1 ms or more. Times under a millisecond are no motion at all
 * (`visibility 0s`, the reset's `0.01ms` for readers who asked for reduced motion), not a duration of the
 * theme's.
 *
 * @param {string} value
 */
function hasMotionTime(value) {
  return [...value.matchAll(TIME)].some(
    ([, amount, unit]) => Number.parseFloat(amount) * (unit === 's' ? 1000 : 1) >= 1,
  );
}

/**
 * Whether a line of a style file sets a transition or animation with a time of its own.
 *
 * @param {string} line
 */
function hasRawDuration(line) {
  return [...line.matchAll(MOTION_VALUE)].some(([, , value]) => hasMotionTime(value));
}

/** A transition or animation (or its duration or delay) in CSS: its value, up to the end of the declaration. */
const CSS_MOTION_VALUE = /(?:^|[\s;{])(?:transition|animation)(?:-duration|-delay)?\s*:([^;}]*)/g;

/**
 * The rules for CSS (an Astro page's `<style>`, a `.css` file), where the theme's values are its custom
 * properties (`var(--lectern-font-size-standard)`…). A media query cannot read a custom property: its width
 * must be one of the theme's breakpoints, written in px.
 *
 * @param {readonly number[]} breakpoints
 */
function cssRules(breakpoints) {
  const named = breakpoints.map((width) => `${width}`).join(', ');
  return [
    {
      pattern: /(?:^|[\s;{])z-index\s*:\s*-?\d+/,
      message: 'a raw z-index: use a layer, var(--lectern-layer-…)',
    },
    {
      pattern: /(?:^|[\s;{])font-size\s*:\s*\d*\.?\d+rem/,
      message: 'a raw font size in rem: use a size of the theme, var(--lectern-font-size-…)',
    },
    {
      pattern: /(?:^|[\s;{])box-shadow\s*:[^;}]*rgba?\(/,
      message: 'a raw shadow: use a shadow of the theme, var(--lectern-shadow-…)',
    },
    {
      test: (line) =>
        [...line.matchAll(/\((?:min|max)-width:\s*(\d+)px\)/g)].some(
          ([, width]) => !breakpoints.includes(Number(width)),
        ),
      message: `a breakpoint of its own: use one of the theme's (${named} px)`,
    },
    {
      test: (line) => [...line.matchAll(CSS_MOTION_VALUE)].some(([, value]) => hasMotionTime(value)),
      message: 'a raw duration: use a duration of the theme, var(--lectern-motion-…)',
    },
  ];
}

/**
 * Each line of the files under `folder` that `styled` picks that breaks a rule, as `file:line: reason`
 * (`file` relative to `folder`, the line of the file). `inStyle(file)` gives, line by line, whether the line
 * is style at all (an Astro file's `<style>` block).
 *
 * @param {string} folder
 * @param {(file: string) => boolean} styled
 * @param {readonly { pattern?: RegExp, test?: (line: string) => boolean, message: string }[]} rules
 * @param {(file: string) => (line: string) => boolean} inStyle
 * @returns {string[]}
 */
function rawValuesIn(folder, styled, rules, inStyle = () => () => true) {
  const problems = [];
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(styled);
  for (const file of files.sort()) {
    const isStyle = inStyle(file);
    readFileSync(path.join(folder, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!isStyle(line)) return;
        for (const rule of rules) {
          if (rule.pattern ? rule.pattern.test(line) : rule.test(line))
            problems.push(`${file.split(path.sep).join('/')}:${index + 1}: ${rule.message}`);
        }
      });
  }
  return problems;
}

/**
 * Line by line, whether an Astro file's line is inside its `<style>` block (the opening and closing lines
 * included); every line of a `.css` file is.
 *
 * @param {string} file
 */
function styleLines(file) {
  if (file.endsWith('.css')) return () => true;
  let inside = false;
  return (line) => {
    if (/<style[\s>]/.test(line)) inside = true;
    const now = inside;
    if (/<\/style>/.test(line)) inside = false;
    return now;
  };
}

/**
 * Every raw value in the CSS of a site's pages under `folder`: the `<style>` blocks of its `.astro` files
 * and its `.css` files, as `file:line: reason` (`file` relative to `folder`, the line of the file). The
 * theme's breakpoints (theme-core's `BREAKPOINTS`) are the widths a media query may name.
 *
 * @param {string} folder
 * @param {{ breakpoints: readonly number[] }} options
 * @returns {string[]}
 */
export function rawSiteStyleValues(folder, { breakpoints }) {
  return rawValuesIn(
    folder,
    (file) => file.endsWith('.astro') || file.endsWith('.css'),
    cssRules(breakpoints),
    styleLines,
  );
}

/**
 * Every style file (`*.css.ts`) under `folder`, and each raw value in it as `file:line: reason`
 * (`file` relative to `folder`).
 *
 * @param {string} folder
 * @returns {string[]}
 */
export function rawStyleValues(folder) {
  return rawValuesIn(folder, (file) => file.endsWith('.css.ts'), RULES);
}
