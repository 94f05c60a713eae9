// How results are ranked, beyond Pagefind's own word counts. A page's description is its author's one-line
// summary of what the page is about, so a word in it says more than the same word in a list of exports.
// The index keeps the description as metadata (read from the page's `<meta name="description">`), and
// the client gives a match there extra weight, as Pagefind does for a match in the title.
import type { PagefindRanking } from './pagefind-types';

/** The name of the metadata field that holds a page's description in the index. */
export const DESCRIPTION_META = 'description';

/**
 * The `data-pagefind-meta` value for a page's `<meta name="description" content="…">`: Pagefind stores
 * the tag's `content` as the page's {@link DESCRIPTION_META}.
 *
 * @example `<meta name="description" content="…" data-pagefind-meta="${DESCRIPTION_META_ATTRIBUTE}">`
 */
export const DESCRIPTION_META_ATTRIBUTE = `${DESCRIPTION_META}[content]`;

/**
 * Pagefind's ranking options for Lectern sites (`pagefind.options({ ranking })`). A match in the
 * description adds to a page's score on top of its text. The component API's results are short records
 * whose titles hold their names ("doc › slot › sidebar"): with Pagefind's defaults (title 5, page length
 * 0.75) they came before the guide about the same word ("sidebar" led to a slot, not to the Navigation
 * guide). A lighter title and less weight on shortness keep the guide first, and an API name searched
 * for ("closable", "NavBar") still leads to its record or page.
 */
export const SEARCH_RANKING = {
  metaWeights: { title: 3, [DESCRIPTION_META]: 3 },
  pageLength: 0.3,
} as const satisfies PagefindRanking;
