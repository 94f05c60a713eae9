import { z } from 'zod';
import { linkSchema } from './link';
import { localeEntrySchema } from './locale';
import { navSchema } from './nav';
import { outlineSchema } from './outline';
import { themeableImageSchema } from './page';
import { sidebarSchema } from './sidebar';

/** A link to the project elsewhere, shown as an icon in the navigation bar. */
export const socialLinkSchema = z.object({
  /** A known icon name (`github`, `discord`, `x`, `mastodon`, `bluesky`, `youtube`, …) or SVG markup. */
  icon: z.string().min(1),
  /** Where it leads. */
  link: z.url(),
  /** The accessible name; defaults to the icon name. */
  ariaLabel: z.string().optional(),
});

/** The site's appearance: whether the switch shows and which theme a first visit gets. */
export const appearanceSchema = z.union([z.boolean(), z.enum(['dark', 'force-dark', 'force-auto'])]);

/** The search integration. An empty provider disables search: no button, no hotkey. */
export const searchSchema = z.object({
  /** `local` (offline index), `algolia` (DocSearch), or empty to disable search. */
  provider: z.union([z.enum(['local', 'algolia']), z.literal('')]),
  /** Provider options, e.g. DocSearch's appId, apiKey and indexName. */
  options: z.record(z.string(), z.unknown()).optional(),
});

/** The theme settings of a Lectern site. */
export const themeConfigSchema = z.object({
  /** The logo in the navigation bar, with light and dark variants if needed. */
  logo: themeableImageSchema.optional(),
  /** The title beside the logo; `false` hides it. */
  siteTitle: z.union([z.string(), z.literal(false)]).optional(),
  /** Where the logo leads. Default: the home of the current language. */
  logoLink: linkSchema.optional(),
  /** The top navigation bar. */
  nav: navSchema.optional(),
  /** The sidebar: one list, or lists keyed by path prefix. */
  sidebar: sidebarSchema.optional(),
  /** Icons linking to the project elsewhere. */
  socialLinks: z.array(socialLinkSchema).optional(),
  /** The site footer. */
  footer: z.object({ message: z.string().optional(), copyright: z.string().optional() }).optional(),
  /** The "Edit this page" link. `:path` in the pattern is replaced by the page's source path. */
  editLink: z
    .object({
      /** @example 'https://github.com/owner/repo/edit/main/docs/:path' */
      pattern: z.string().includes(':path', { message: 'expected a pattern containing ":path"' }),
      /** The link's label. Default: "Edit this page". */
      text: z.string().optional(),
    })
    .optional(),
  /** The pager labels. Defaults: "Previous page" and "Next page"; `false` hides that side. */
  docFooter: z
    .object({ prev: z.union([z.string(), z.literal(false)]).optional(), next: z.union([z.string(), z.literal(false)]).optional() })
    .optional(),
  /** The last-updated line. */
  lastUpdated: z
    .object({
      /** The label before the time. Default: "Last updated". */
      text: z.string().optional(),
      /** `Intl.DateTimeFormat` options. Default: short date and short time. */
      formatOptions: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  /** Which headings the outline shows by default, and its title. */
  outline: outlineSchema.optional(),
  /** The search integration. */
  search: searchSchema.optional(),
  /** The not-found page's texts. */
  notFound: z
    .object({
      code: z.string().optional(),
      title: z.string().optional(),
      quote: z.string().optional(),
      linkLabel: z.string().optional(),
      linkText: z.string().optional(),
    })
    .optional(),
  /** The appearance switch and the first theme. Default: `true` (switch shown, system preference). */
  appearance: appearanceSchema.optional(),
  /** The languages the site lists. */
  locales: z.array(localeEntrySchema).optional(),
  /** Overrides for interface texts, by dot key. @example { 'outline.onThisPage': 'Contents' } */
  labels: z.record(z.string(), z.string()).optional(),
});

export type ThemeConfig = z.infer<typeof themeConfigSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type Appearance = z.infer<typeof appearanceSchema>;
export type SearchConfig = z.infer<typeof searchSchema>;
