import { z } from 'zod';

/** The elements a site may add to the head of its pages. */
export const HEAD_TAGS = ['meta', 'link', 'script', 'style', 'noscript', 'base'] as const;

const attributesSchema = z.record(
  z.string().regex(/^[A-Za-z_:][\w.:-]*$/, 'expected an attribute name such as "name" or "data-x"'),
  z.union([z.string(), z.boolean()]),
);

/** A head tag as an object: `{ tag: 'meta', attrs: { name: 'theme-color', content: '#1867c0' } }`. */
const headTagObjectSchema = z.strictObject({
  tag: z
    .enum(HEAD_TAGS)
    .meta({ description: 'The element: `meta`, `link`, `script`, `style`, `noscript` or `base`.' }),
  attrs: attributesSchema.optional().meta({
    description: 'Its attributes; `true` writes the attribute alone (`async`), `false` leaves it out.',
  }),
  content: z.string().optional().meta({ description: 'What goes between its tags (a script, a style).' }),
});

/** A head tag as VitePress writes it: `['meta', { name: 'theme-color', content: '#1867c0' }]`. */
const headTagTupleSchema = z.union([
  z.tuple([z.enum(HEAD_TAGS)]),
  z.tuple([z.enum(HEAD_TAGS), attributesSchema]),
  z.tuple([z.enum(HEAD_TAGS), attributesSchema, z.string()]),
]);

/**
 * A tag for the head of the pages, as an object (`{ tag, attrs, content }`) or, as VitePress writes it,
 * a list (`[tag, attrs, content]`). Both read the same; the list form is turned into the object form.
 */
export const headTagSchema = z
  .union([headTagObjectSchema, headTagTupleSchema], {
    error: 'expected { tag, attrs?, content? } or [tag, attrs?, content?]',
  })
  .transform((tag): HeadTag => (Array.isArray(tag) ? { tag: tag[0], attrs: tag[1], content: tag[2] } : tag))
  .meta({
    id: 'HeadTag',
    description:
      'A tag for the head of the pages: `{ tag, attrs, content }`, or `[tag, attrs, content]` as VitePress writes it.',
  });

/** Tags for the head of the pages. */
export const headSchema = z.array(headTagSchema);

/** A tag for the head of the pages, in its object form. */
export interface HeadTag {
  tag: (typeof HEAD_TAGS)[number];
  attrs?: Record<string, string | boolean> | undefined;
  content?: string | undefined;
}
