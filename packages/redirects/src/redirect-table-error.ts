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
