import { z } from 'zod';

/** A heading level an outline can show: 2 to 6 (level 1 is the page title). */
export const headingLevelSchema = z.number().int().min(2).max(6);

/**
 * Which headings the outline shows: a level (`2`), a range (`[2, 3]`), `'deep'` (levels 2 to 6), or
 * `false` (no outline). Default: `2`.
 */
export type OutlineLevel = false | number | [number, number] | 'deep';

export const outlineLevelSchema: z.ZodType<OutlineLevel> = z.union([
  z.literal(false),
  headingLevelSchema,
  z
    .tuple([headingLevelSchema, headingLevelSchema])
    .refine(([from, to]) => from <= to, { message: 'expected a range [from, to] with from <= to' }),
  z.literal('deep'),
]);

/** The outline setting: a level setting, or an object with the level and the outline's title. */
export const outlineSchema = z.union([
  outlineLevelSchema,
  z.object({
    /** Which headings to show. */
    level: outlineLevelSchema.optional(),
    /** The outline's title. Default: "On this page". */
    label: z.string().optional(),
  }),
]);

export type OutlineSetting = z.infer<typeof outlineSchema>;
