import { z } from 'zod';
import { en } from '../i18n/en.js';

const HEADING_LEVEL = 'expected a heading level from 2 to 6';

/** A heading level an outline can show: 2 to 6 (level 1 is the page title). @example 3 */
export const headingLevelSchema = z.number().int(HEADING_LEVEL).min(2, HEADING_LEVEL).max(6, HEADING_LEVEL);

/**
 * Which headings the outline shows: a level (`2`), a range (`[2, 3]`), `'deep'` (levels 2 to 6), or
 * `false` (no outline). Default: `2`.
 *
 * @example [2, 3]
 */
export type OutlineLevel = false | number | [number, number] | 'deep';

/** Validates an {@link OutlineLevel}. */
export const outlineLevelSchema: z.ZodType<OutlineLevel> = z.union(
  [
    z.literal(false),
    headingLevelSchema,
    z
      .tuple([headingLevelSchema, headingLevelSchema])
      .refine(([from, to]) => from <= to, { message: 'expected a range [from, to] with from <= to' }),
    z.literal('deep'),
  ],
  { error: 'expected false, a heading level from 2 to 6, a range [from, to] or "deep"' },
);

/** The outline setting: a level setting, or an object with the level and the outline's title. */
export const outlineSchema = z.union(
  [
    outlineLevelSchema,
    z.strictObject({
      level: outlineLevelSchema.optional().meta({
        description: 'Which headings to list: a level, a range `[from, to]`, `"deep"` (2 to 6) or `false`.',
      }),
      label: z
        .string()
        .optional()
        .meta({ description: "The outline's title.", default: en['outline.onThisPage'] }),
    }),
  ],
  {
    error:
      'expected false, a heading level from 2 to 6, a range [from, to], "deep" or an object with level and label',
  },
);

/** The outline setting of the theme or of a page. @example { level: [2, 3], label: 'Contents' } */
export type OutlineSetting = z.infer<typeof outlineSchema>;
