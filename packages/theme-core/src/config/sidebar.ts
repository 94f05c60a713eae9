import { z } from 'zod';
import type { SIDEBAR_MAX_DEPTH } from '../constants.js';
import { sidebarDepthMessage, sidebarItemsTooDeep } from '../sidebar-depth.js';
import { TONE_NAMES, type ToneName } from '../tones.js';
import { linkSchema } from './link.js';

/** A small pill after a sidebar item's text: its text, and the tone it shows. */
export interface SidebarBadge {
  /** The badge's text, e.g. `New`. */
  text: string;
  /** Its tone: `info` (the default), `tip`, `success`, `warning`, `error`, or `note`, `caution`, `danger`. */
  type?: ToneName | undefined;
}

/**
 * An item of the sidebar as the theme draws it: a link, a group of items, or both. It is what the
 * written sidebar ({@link SidebarItemConfig}) becomes for one language (see `expandSidebar`): texts
 * translated, pages named by `slug` linked and titled, generated parts filled in.
 */
export interface SidebarItem {
  /** The label shown. */
  text: string;
  /** A pill after the text, e.g. `New`. */
  badge?: SidebarBadge | undefined;
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
}

/** An item of the sidebar as the theme settings write it (checked by {@link sidebarItemSchema}). */
export interface SidebarItemConfig extends Omit<SidebarItem, 'text' | 'items'> {
  /** The label shown; with `slug`, by default the page's title. */
  text?: string | undefined;
  /** A page by its path without the language: the item links to it and takes its title. */
  slug?: string | undefined;
  /** The text in other languages, by language code: `{ 'zh-CN': '指南' }`. */
  translations?: Record<string, string> | undefined;
  /** Child items (nested up to depth 5). */
  items?: SidebarItemConfig[] | undefined;
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

/** A sidebar item's badge: its text alone (an `info` badge), or its text and tone. */
export const sidebarBadgeSchema = z
  .union([
    z.string().min(1),
    z.strictObject({
      text: z.string().min(1).meta({ description: "The badge's text, e.g. `New`." }),
      type: z
        .enum(Object.keys(TONE_NAMES) as [ToneName, ...ToneName[]])
        .optional()
        .meta({ description: "The badge's tone.", default: 'info' }),
    }),
  ])
  .transform((badge): SidebarBadge => (typeof badge === 'string' ? { text: badge } : badge))
  .meta({
    id: 'SidebarBadge',
    description:
      'A small pill after a sidebar item\'s text: `"New"`, or `{ text: "Beta", type: "warning" }`.',
  });

/** An item as a site may write it: a badge may be its text alone. */
type SidebarItemConfigInput = Omit<SidebarItemConfig, 'badge' | 'items'> & {
  badge?: string | SidebarBadge | undefined;
  items?: SidebarItemConfigInput[] | undefined;
};

/** Validates one sidebar item and its children; unknown fields are rejected so typos surface. */
export const sidebarItemSchema: z.ZodType<SidebarItemConfig, SidebarItemConfigInput> = z
  .strictObject({
    text: z.string().min(1).optional().meta({
      description: "The label shown; with `slug`, by default the page's title (or its `sidebarText`).",
    }),
    slug: z.string().min(1).optional().meta({
      description:
        "A page of the site by its path without the language (`guide/introduction`): the item leads to it in the reader's language, with its title as the text unless `text` is given.",
    }),
    link: z.string().min(1).optional().meta({ description: 'The page the item leads to.' }),
    badge: sidebarBadgeSchema.optional().meta({ description: 'A small pill after the text, e.g. `"New"`.' }),
    translations: z.record(z.string().min(1), z.string().min(1)).optional().meta({
      description:
        "The item's text in other languages, by language code (`{ 'zh-CN': '指南' }`): one sidebar serves every language.",
    }),
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
  .refine((item) => item.text !== undefined || item.slug !== undefined, {
    message: 'expected a text, or a slug naming the page whose title it takes',
    path: ['text'],
  })
  .meta({ id: 'SidebarItem', description: 'An item of the sidebar: a link, a group of items, or both.' });

/** Sidebar groups keyed by the path prefix they belong to, e.g. `{ '/guide/': [...] }`. */
export type SidebarMulti = Record<string, SidebarItem[] | { base: string; items: SidebarItem[] }>;

/** One sidebar for the whole site, or sidebars keyed by path prefix (the longest matching prefix wins). */
export type Sidebar = SidebarItem[] | SidebarMulti;

/** The sidebar groups of the theme settings, keyed by path prefix. */
export type SidebarConfigMulti = Record<
  string,
  SidebarItemConfig[] | { base: string; items: SidebarItemConfig[] }
>;

/** The sidebar as the theme settings write it: one list, or lists keyed by path prefix. */
export type SidebarConfig = SidebarItemConfig[] | SidebarConfigMulti;

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
export const sidebarSchema: z.ZodType<SidebarConfig, unknown> = z.union([
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
