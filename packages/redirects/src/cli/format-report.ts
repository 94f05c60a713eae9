import type { RedirectProblem } from '../types';
import type { RedirectValidation } from '../validate-redirects';

/** What the report says about where the table and the pages came from. */
export interface ReportContext {
  /** The table file as the user named it. @example 'redirects.json' */
  tableFile: string;
  /** How many entries the table has. */
  entries: number;
  /** How many pages the built site has, and its folder as the user named it. */
  pages: number;
  siteDir: string;
}

/**
 * An amount with its noun: `no errors`, `1 error`, `2 errors`.
 *
 * @example count(3, 'entry', 'entries') // '3 entries'
 */
export function count(amount: number, noun: string, plural = `${noun}s`): string {
  if (amount === 0) return `no ${plural}`;
  return amount === 1 ? `1 ${noun}` : `${amount} ${plural}`;
}

function problemLines(kind: 'error' | 'warning', problem: RedirectProblem): string[] {
  return [
    `${kind} [${problem.code}] ${problem.message}`,
    // `index` counts from 0; the report counts as a person does, from entry 1.
    ...problem.entries.map(
      (entry) => `  entry ${entry.index + 1}: ${JSON.stringify(entry.from)} → ${entry.to}`,
    ),
  ];
}

/**
 * The validation report as text: each error, then each warning, with the entries involved (their
 * position in the table counted from 1, old path and target), then a one-line summary.
 *
 * @example
 * formatReport(validateRedirects({ a: '/b' }, { pages: [] }), { tableFile: 'redirects.json', entries: 1, pages: 0, siteDir: 'dist' });
 * // 'error [missing-target] target "/b" is not a page of the site ("a" (→ /b))\n  entry 1: "a" → /b\n\n' +
 * // 'redirects.json: 1 error, no warnings in 1 entry (checked against 0 pages in dist)\n'
 */
export function formatReport(
  validation: Pick<RedirectValidation, 'errors' | 'warnings'>,
  context: ReportContext,
): string {
  const { errors, warnings } = validation;
  const lines = [
    ...errors.flatMap((problem) => problemLines('error', problem)),
    ...warnings.flatMap((problem) => problemLines('warning', problem)),
  ];
  if (lines.length > 0) lines.push('');
  const { tableFile, entries, pages, siteDir } = context;
  const found = `${count(errors.length, 'error')}, ${count(warnings.length, 'warning')}`;
  const checked = `checked against ${count(pages, 'page')} in ${siteDir}`;
  lines.push(`${tableFile}: ${found} in ${count(entries, 'entry', 'entries')} (${checked})`);
  return `${lines.join('\n')}\n`;
}
