export type { CliIo as RedirectCommandIo } from '../cli/main';
export { main as runRedirectCommand } from '../cli/main';
export type {
  RedirectMiddleware,
  RedirectMiddlewareRequest,
  RedirectMiddlewareResponse,
} from './create-redirect-middleware';
export { createRedirectMiddleware } from './create-redirect-middleware';
export { findSitePages, pagePathOf } from './find-site-pages';
export type { WriteCacheHeadersOptions } from './write-cache-headers';
export { writeCacheHeaders } from './write-cache-headers';
export type {
  RedirectOutput,
  WriteRedirectOutputsOptions,
  WrittenRedirectOutputs,
} from './write-redirect-outputs';
export { writeRedirectOutputs } from './write-redirect-outputs';
