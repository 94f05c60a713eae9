/**
 * A problem in the site's own files or options that stops the build. Its message says where (file, line,
 * field) and what is wrong, so that is all Astro prints: the stack is empty, since Astro prints a "Stack
 * trace:" heading for any error that has one, and the code that found the problem is not the reader's.
 */
export class SiteError extends Error {
  constructor(message: string) {
    super(message);
    this.stack = '';
  }
}
