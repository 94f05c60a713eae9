// Apart from the options, so that the modules checking them (the storage's file checks) need not import them.

/** Accounts options that cannot work, each problem named by its option (or environment variable). */
export class AccountsConfigError extends Error {
  override readonly name = 'AccountsConfigError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[], source = 'the accounts options') {
    super(
      `Lectern accounts: ${source} ${problems.length === 1 ? 'has a problem' : `have ${problems.length} problems`}:\n  - ${problems.join('\n  - ')}`,
    );
    this.problems = problems;
  }
}
