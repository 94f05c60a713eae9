export type {
  RedirectMatch,
  RedirectResolver,
  RedirectResolverOptions,
  ResolveOptions,
} from './create-redirect-resolver';
export { createRedirectResolver } from './create-redirect-resolver';
export type { ParseRedirectTableOptions } from './parse-redirect-table';
export { parseRedirectTable } from './parse-redirect-table';
export { toPathKey } from './path-key';
export { RedirectTableError } from './redirect-table-error';
export { toRedirectEntries } from './table-entries';
export type {
  RedirectEntry,
  RedirectEntryRef,
  RedirectLocale,
  RedirectProblem,
  RedirectProblemCode,
  RedirectTableInput,
} from './types';
export type { RedirectValidation, ValidateRedirectsOptions } from './validate-redirects';
export { validateRedirects } from './validate-redirects';
