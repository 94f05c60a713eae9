// The API readers are @lectern/component-api's, here for the sites that read an API beside their loaders.
export type {
  ComponentApiOptions,
  CustomElementsApiSource,
  PublishedApiSource,
  ReactApiRead,
  ReactApiSource,
  ReadComponent,
  VueApiSource,
} from '@lectern/component-api';
export {
  readCustomElementsApi,
  readPublishedApi,
  readReactApi,
  readVueApi,
  writePublishedApi,
} from '@lectern/component-api';
export type { ApiLoaderOptions } from './content/api-loader.js';
export { ApiDataError, apiLoader } from './content/api-loader.js';
export { docsLoader, FrontmatterError, frontmatterProblemLines } from './content/docs-loader.js';
export type { ChangeKind, ChangelogRelease, ReleaseSection } from './releases/changelog.js';
export { ChangelogError, parseChangelog } from './releases/changelog.js';
export type { PackageReleases, UpcomingRelease } from './releases/package-releases.js';
export { readReleases } from './releases/package-releases.js';
export type { ReleasesLoaderOptions } from './releases/releases-loader.js';
export { packageReleasesSchema, releasesLoader } from './releases/releases-loader.js';
