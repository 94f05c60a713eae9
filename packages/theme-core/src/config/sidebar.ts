import { z } from 'zod';
import type { SIDEBAR_MAX_DEPTH } from '../constants';
import { sidebarDepthMessage, sidebarItemsTooDeep } from '../sidebar-depth';
import { linkSchema } from './link';

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
}

/** Validates one sidebar item and its children; unknown fields are rejected so typos surface. */
export const sidebarItemSchema: z.ZodType<SidebarItem> = z.strictObject({
  text: z.string().min(1),
  link: z.string().min(1).optional(),
  get items() {
    return z.array(sidebarItemSchema).optional();
  },
  collapsed: z.boolean().optional(),
  base: z.string().min(1).optional(),
  docFooterText: z.string().optional(),
  target: z.string().min(1).optional(),
  rel: z.string().min(1).optional(),
});

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
    z.union([sidebarItemsSchema, z.strictObject({ base: linkSchema, items: sidebarItemsSchema })], {
      error: 'expected a list of sidebar items or { base, items }',
    }),
  ),
]);
