// The rule the packages' style tests share: component styles take font sizes, stacking layers, shadows and
// breakpoints from the theme (`vars.fontSize.*`, `vars.layer.*`, `vars.shadow.*`, `media.*`), never a raw
// size in rem, a z-index number, a shadow or a width of their own, so that one place says what is over
// what, how large each text is, how deep each surface lies and where the layout changes.
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
];

/**
 * Every style file (`*.css.ts`) under `folder`, and each raw value in it as `file:line: reason`
 * (`file` relative to `folder`).
 *
 * @param {string} folder
 * @returns {string[]}
 */
export function rawStyleValues(folder) {
  const problems = [];
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.css.ts'),
  );
  for (const file of files.sort()) {
    const lines = readFileSync(path.join(folder, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const rule of RULES) {
        if (rule.pattern.test(line))
          problems.push(`${file.split(path.sep).join('/')}:${index + 1}: ${rule.message}`);
      }
    });
  }
  return problems;
}
