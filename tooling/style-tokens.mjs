// The rule the packages' style tests share: component styles take font sizes and stacking layers from the
// theme's scales (`vars.fontSize.*`, `vars.layer.*`), never a raw size in rem or a z-index number, so that
// one place says what is over what and how large each text is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RULES = [
  { pattern: /\bzIndex:\s*-?\d+/, message: 'a raw z-index: use a layer of vars.layer' },
  {
    pattern: /\bfontSize:\s*['"`]\d*\.?\d+rem['"`]/,
    message: 'a raw font size in rem: use a size of vars.fontSize',
  },
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
