import { z } from 'zod';
import type { SIDEBAR_MAX_DEPTH } from '../constants.js';
import { sidebarDepthMessage, sidebarItemsTooDeep } from '../sidebar-depth.js';
import { linkSchema } from './link.js';

/** An item of the sidebar: a link, a group of items, or both. */
export interface SidebarItem {
  /** The label shown. */
  text: string;
  /** The page the item leads to. */
  link?: string | undefined;
  /** Child items (nested up to depth 5). */
  items?: SidebarItem[] | undefined;
  /**
   * Whether the group can be collapsed: `false` starts open, `true` starts closed; left out, the group
   * cannot be collapsed. A group that contains the active page always starts open.
   */
  collapsed?: boolean | undefined;
  /** A path prefixed to the links of this item and its children. @example '/guide/' */
  base?: string | undefined;
  /** The text shown for this page in the previous/next pager, in place of `text`. */
  docFooterText?: string | undefined;
  /** `target` for the link, e.g. `_blank`. */
  target?: string | undefined;
  /** `rel` for the link. */
  rel?: string | undefined;
  /**
   * Fill the item's `items` from the pages of a content folder, after any written ones: subfolders become
   * groups, pages are ordered by their `order` frontmatter, then by title.
   * @example { directory: 'reference' }
   */
  autogenerate?: SidebarAutogenerate | undefined;
}

/** Where a generated part of the sidebar comes from. */
export interface SidebarAutogenerate {
  /** The folder, relative to the language's content folder. @example 'reference' */
  directory: string;
  /** Make the generated subfolder groups collapsible, starting closed (`true`) or open (`false`). */
  collapsed?: boolean | undefined;
}

/** Validates one sidebar item and its children; unknown fields are rejected so typos surface. */
export const sidebarItemSchema: z.ZodType<SidebarItem> = z
  .strictObject({
    text: z.string().min(1).meta({ description: 'The label shown.' }),
    link: z.string().min(1).optional().meta({ description: 'The page the item leads to.' }),
    get items() {
      return z
        .array(sidebarItemSchema)
        .optional()
        .meta({ description: 'Child items, nested up to 5 levels deep: the item becomes a group.' });
    },
    collapsed: z.boolean().optional().meta({
      description:
        'Makes the group collapsible, starting open (`false`) or closed (`true`); a group holding the current page always starts open.',
    }),
    base: z
      .string()
      .min(1)
      .optional()
      .meta({ description: 'A path put in front of the relative links of this item and its children.' }),
    docFooterText: z
      .string()
      .optional()
      .meta({ description: 'The text shown for this page in the previous/next pager, in place of `text`.' }),
    target: z.string().min(1).optional().meta({ description: '`target` for the link, e.g. `_blank`.' }),
    rel: z.string().min(1).optional().meta({ description: '`rel` for the link, e.g. `noopener`.' }),
    autogenerate: z
      .strictObject({
        directory: z
          .string()
          .min(1)
          .meta({ description: "The folder, relative to the language's content folder, e.g. `reference`." }),
        collapsed: z.boolean().optional().meta({
          description:
            'Makes the generated subfolder groups collapsible, starting closed (`true`) or open (`false`).',
        }),
      })
      .optional()
      .meta({
        description:
          "Fills the item's `items` from the pages of a content folder, after any written ones, ordered by their `order` frontmatter, then by title.",
      }),
  })
  .meta({ id: 'SidebarItem', description: 'An item of the sidebar: a link, a group of items, or both.' });

/** Sidebar groups keyed by the path prefix they belong to, e.g. `{ '/guide/': [...] }`. */
export type SidebarMulti = Record<string, SidebarItem[] | { base: string; items: SidebarItem[] }>;

/** One sidebar for the whole site, or sidebars keyed by path prefix (the longest matching prefix wins). */
export type Sidebar = SidebarItem[] | SidebarMulti;

/** A list of top-level sidebar items, nested at most {@link SIDEBAR_MAX_DEPTH} levels deep. */
const sidebarItemsSchema = z.array(sidebarItemSchema).superRefine((items, context) => {
  for (const tooDeep of sidebarItemsTooDeep(items)) {
    context.addIssue({ code: 'custom', path: tooDeep.path, message: sidebarDepthMessage(tooDeep) });
  }
});

/**
 * Validates the sidebar: one list, or lists keyed by path prefix.
 *
 * @example { '/guide/': [{ text: 'Introduction', link: '/guide/' }] }
 */
export const sidebarSchema: z.ZodType<Sidebar> = z.union([
  sidebarItemsSchema,
  z.record(
    z.string().startsWith('/', 'expected a path prefix starting with "/"'),
    z.union(
      [
        sidebarItemsSchema,
        z.strictObject({
          base: linkSchema.meta({
            description: "A path put in front of the relative links of the group's items.",
          }),
          items: sidebarItemsSchema.meta({
            description: 'The sidebar items for the addresses under this prefix.',
          }),
        }),
      ],
      { error: 'expected a list of sidebar items or { base, items }' },
    ),
  ),
]);
