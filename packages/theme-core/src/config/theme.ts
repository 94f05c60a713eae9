import { z } from 'zod';
import { labelsSchema } from './labels';
import { linkSchema } from './link';
import { localeEntrySchema } from './locale';
import { navSchema } from './nav';
import { outlineSchema } from './outline';
import { themeableImageSchema } from './page';
import { sidebarSchema } from './sidebar';

/** A link to the project elsewhere, shown as an icon in the navigation bar. */
export const socialLinkSchema = z.strictObject({
  /** A known icon name (`github`, `discord`, `x`, `mastodon`, `bluesky`, `youtube`, …) or SVG markup. */
  icon: z.string().min(1),
  /** Where it leads. @example 'https://github.com/lectern/lectern' */
  link: z.url(),
  /** The accessible name; defaults to the icon name. */
  ariaLabel: z.string().optional(),
});

/**
 * The site's appearance: `true` (switch shown, follows the system), `false` (no switch, light only),
 * `'dark'` (switch shown, dark first), `'force-dark'` (no switch, always dark) or `'force-auto'` (no
 * switch, always follows the system).
 */
export const appearanceSchema = z.union([z.boolean(), z.enum(['dark', 'force-dark', 'force-auto'])]);

/** The search integration. An empty provider disables search: no button, no hotkey. */
export const searchSchema = z.strictObject({
  /** `local` (offline index), `algolia` (DocSearch), or empty to disable search. */
  provider: z.enum(['local', 'algolia', '']),
  /** Provider options, e.g. DocSearch's appId, apiKey and indexName. */
  options: z.record(z.string(), z.unknown()).optional(),
});

/** A pager label, or `false` to hide that side. */
const styles = ['full', 'long', 'medium', 'short'] as const;
const textWidths = ['long', 'short', 'narrow'] as const;
const numeric = ['numeric', '2-digit'] as const;

/** The `Intl.DateTimeFormat` options the last-updated line accepts. */
export const dateTimeFormatOptionsSchema: z.ZodType<Intl.DateTimeFormatOptions> = z.strictObject({
  dateStyle: z.enum(styles).optional(),
  timeStyle: z.enum(styles).optional(),
  weekday: z.enum(textWidths).optional(),
  era: z.enum(textWidths).optional(),
  year: z.enum(numeric).optional(),
  month: z.enum([...numeric, ...textWidths]).optional(),
  day: z.enum(numeric).optional(),
  hour: z.enum(numeric).optional(),
  minute: z.enum(numeric).optional(),
  second: z.enum(numeric).optional(),
  hour12: z.boolean().optional(),
  hourCycle: z.enum(['h11', 'h12', 'h23', 'h24']).optional(),
  timeZone: z.string().min(1).optional(),
  timeZoneName: z
    .enum(['long', 'short', 'shortOffset', 'longOffset', 'shortGeneric', 'longGeneric'])
    .optional(),
});

const pagerLabelSchema = z.union([z.string(), z.literal(false)]);

/** The theme settings of a Lectern site. Unknown fields are rejected so typos surface. */
export const themeConfigSchema = z.strictObject({
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
  footer: z.strictObject({ message: z.string().optional(), copyright: z.string().optional() }).optional(),
  /** The "Edit this page" link. `:path` in the pattern is replaced by the page's source path. */
  editLink: z
    .strictObject({
      /** @example 'https://github.com/owner/repo/edit/main/docs/:path' */
      pattern: z.string().includes(':path', { message: 'expected a pattern containing ":path"' }),
      /** The link's label. Default: "Edit this page". */
      text: z.string().optional(),
    })
    .optional(),
  /** The pager labels. Defaults: "Previous page" and "Next page"; `false` hides that side. */
  docFooter: z
    .strictObject({ prev: pagerLabelSchema.optional(), next: pagerLabelSchema.optional() })
    .optional(),
  /** The last-updated line. */
  lastUpdated: z
    .strictObject({
      /** The label before the time. Default: "Last updated". */
      text: z.string().optional(),
      /** `Intl.DateTimeFormat` options. Default: short date and short time. */
      formatOptions: dateTimeFormatOptionsSchema.optional(),
    })
    .optional(),
  /** Which headings the outline shows by default, and its title. */
  outline: outlineSchema.optional(),
  /** The search integration. */
  search: searchSchema.optional(),
  /** The not-found page's texts. */
  notFound: z
    .strictObject({
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
  labels: labelsSchema.optional(),
});

export type ThemeConfig = z.infer<typeof themeConfigSchema>;
/** A link to the project elsewhere. */
export type SocialLink = z.infer<typeof socialLinkSchema>;
/** The site's appearance setting. */
export type Appearance = z.infer<typeof appearanceSchema>;
/** The search integration's settings. */
export type SearchConfig = z.infer<typeof searchSchema>;
