import { z } from 'zod';
import { linkSchema, relSchema, targetSchema } from './link.js';

/** A link or a group of links in the top navigation bar. */
export interface NavItem {
  /** The label shown. */
  text: string;
  /** Where the item leads. A group (with `items`) may have no link of its own. */
  link?: string | undefined;
  /** Child items: the item becomes a dropdown menu. */
  items?: NavItem[] | undefined;
  /**
   * A regular expression (as a string) matched against the current path to mark the item active; by
   * default an item is active when the path starts with its link.
   * @example '^/guide/'
   */
  activeMatch?: string | undefined;
  /** `target` for the link, e.g. `_blank`. */
  target?: string | undefined;
  /** `rel` for the link, e.g. `noopener`. */
  rel?: string | undefined;
}

/** Validates a nav item; unknown fields are rejected so typos surface. */
export const navItemSchema: z.ZodType<NavItem> = z
  .strictObject({
    text: z.string().min(1).meta({ description: 'The label shown.' }),
    link: linkSchema
      .optional()
      .meta({ description: 'Where the item leads; a group (with `items`) may have no link of its own.' }),
    get items() {
      return z
        .array(navItemSchema)
        .optional()
        .meta({ description: 'Child items: the item becomes a dropdown menu.' });
    },
    activeMatch: z
      .string()
      .refine(isValidRegExp, { message: 'expected a valid regular expression' })
      .optional()
      .meta({
        description:
          'A regular expression matched against the current path to mark the item active; by default an item is active when the path starts with its link.',
      }),
    target: targetSchema.optional().meta({ description: '`target` for the link, e.g. `_blank`.' }),
    rel: relSchema.optional().meta({ description: '`rel` for the link, e.g. `noopener`.' }),
  })
  .refine((item) => item.link !== undefined || (item.items?.length ?? 0) > 0, {
    message: 'expected a link or items',
  })
  .meta({ id: 'NavItem', description: 'A link, or a group of links, in the top navigation bar.' });

function isValidRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** The top navigation bar: its items in order. */
export const navSchema = z.array(navItemSchema);
