import type { RedirectProblem } from './types';

/**
 * Thrown when a redirect table cannot be read or used. The message has one line per problem; the
 * problems themselves are in `problems`.
 *
 * @example
 * try {
 *   parseRedirectTable(text, { file: 'redirects.json' });
 * } catch (error) {
 *   if (error instanceof RedirectTableError) console.error(error.message);
 * }
 */
export class RedirectTableError extends Error {
  override readonly name = 'RedirectTableError';
  readonly problems: readonly RedirectProblem[];

  constructor(problems: readonly RedirectProblem[], heading?: string) {
    const lines = problems.map((problem) => problem.message);
    super(
      heading === undefined ? lines.join('\n') : [heading, ...lines.map((line) => `  ${line}`)].join('\n'),
    );
    this.problems = problems;
  }
}

/**
 * The error thrown when a redirect table with errors is about to be served: a heading counting the
 * errors, then one indented line per error.
 *
 * @example throw invalidTableError(validation.errors); // 'The redirect table has 2 errors:\n  …'
 */
export function invalidTableError(errors: readonly RedirectProblem[]): RedirectTableError {
  const count = errors.length === 1 ? '1 error' : `${errors.length} errors`;
  return new RedirectTableError(errors, `The redirect table has ${count}:`);
}
