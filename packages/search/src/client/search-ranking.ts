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
 * description adds to a page's score on top of its text; the title keeps Pagefind's default weight.
 */
export const SEARCH_RANKING = {
  metaWeights: { [DESCRIPTION_META]: 3 },
} as const satisfies PagefindRanking;
