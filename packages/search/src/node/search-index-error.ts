/**
 * Thrown when the search index cannot be built. Its message lists every problem, one per line, each
 * naming the option field or the built file it is about.
 *
 * @example
 * // apiData[2].api.props[0].type: expected a string (got 42)
 * // en/guide/index.html: <Pagefind's message>
 */
export class SearchIndexError extends Error {
  override readonly name = 'SearchIndexError';
  /** Every problem found, e.g. `apiData[0].url: expected an address starting with "/" (got "alert")`. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Could not build the search index:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}
