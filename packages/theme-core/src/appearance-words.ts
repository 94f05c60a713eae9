// Apart from the appearance rules and the config schema, which both need it, and free of zod, so the
// pages' scripts can read it.

/** The site's appearance settings that are words (the others are `true` and `false`). */
export const APPEARANCE_WORDS = ['dark', 'force-dark', 'force-auto'] as const;
