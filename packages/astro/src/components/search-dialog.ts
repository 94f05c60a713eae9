// The search dialog island, re-exported from this package: Astro loads an island's module by the path
// its page imported it from, and a site using the integration need not depend on @lectern/search.
export { SearchDialog } from '@lectern/search/dialog';
