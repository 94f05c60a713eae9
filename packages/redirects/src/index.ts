export type {
  RedirectAddress,
  RedirectMatch,
  RedirectResolver,
  RedirectResolverOptions,
  ResolveOptions,
} from './create-redirect-resolver';
export { createRedirectResolver } from './create-redirect-resolver';
export type { VercelHeaders } from './generate/cache-headers';
export {
  HEADERS_BLOCK_END,
  HEADERS_BLOCK_START,
  IMMUTABLE_CACHE_CONTROL,
  netlifyCacheHeaders,
  vercelCacheHeaders,
} from './generate/cache-headers';
export type { HostRuleCounts, HostRuleWarning } from './generate/host-rule-limits';
export {
  countRedirectsFileRules,
  HOST_RULE_LIMITS,
  hostRuleLimitWarnings,
} from './generate/host-rule-limits';
export type { NetlifyRedirectsOptions } from './generate/netlify-redirects';
export { NETLIFY_BLOCK_END, NETLIFY_BLOCK_START, netlifyRedirects } from './generate/netlify-redirects';
export type { NginxHashSizes } from './generate/nginx-hash-sizes';
export { nginxHashSizes } from './generate/nginx-hash-sizes';
export type { NginxRedirectMapOptions } from './generate/nginx-redirect-map';
export { NGINX_REDIRECT_VARIABLE, nginxRedirectMap } from './generate/nginx-redirect-map';
export type { RedirectSiteOptions, RedirectSource } from './generate/redirect-addresses';
export { listRedirectAddresses } from './generate/redirect-addresses';
export type { StaticRedirectPage, StaticRedirectPagesOptions } from './generate/static-redirect-pages';
export { isRedirectPage, REDIRECT_PAGE_MARKER, staticRedirectPages } from './generate/static-redirect-pages';
export { encodeUrl } from './generate/url-text';
export type {
  VercelRedirect,
  VercelRedirectsConfig,
  VercelRedirectsOptions,
} from './generate/vercel-redirects';
export { vercelRedirects } from './generate/vercel-redirects';
export type { ParseRedirectTableOptions } from './parse-redirect-table';
export { parseRedirectTable } from './parse-redirect-table';
export { toPathKey } from './path-key';
export { RedirectTableError } from './redirect-table-error';
export type { TrailingSlash } from './site-path';
export { namesFile, toSitePath } from './site-path';
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
