// The versions the version lens offers a visitor ("The version I use", in the settings panel): the site's
// versions of its docs and those its API data marks with `@since`, newest first.
import site from 'virtual:lectern/config';
import { lensChoices } from '@lectern/theme-core';
import { apiCollectionVersions } from '../content/api-collections.js';

/**
 * The versions to offer (theme-core's `lensChoices`): the docs' versions (`versions`) and those the API
 * loader noted in the site's API data (one small file of the cache folder, read per page like
 * `hasApiPages`). None on a site that marks no version.
 */
export function lensVersions(): string[] {
  const docs = site.versions
    ? [site.versions.current.name, ...site.versions.older.map(({ name }) => name)]
    : [];
  return lensChoices(docs, apiCollectionVersions(site.cacheDir));
}
