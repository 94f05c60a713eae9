/**
 * A problem in the library or the options an API reader was given: its message says where (option, file,
 * component) and what is wrong. Its stack is empty: the code that found the problem is not the reader's, and
 * tools that print a stack (Astro prints one for any error that has it) print only the message.
 */
export class ApiSourceError extends Error {
  override readonly name = 'ApiSourceError';
  constructor(message: string) {
    super(message);
    this.stack = '';
  }
}
