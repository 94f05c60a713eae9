import { z } from 'zod';
import { LENS_VERSION_PATTERN } from '../version-lens.js';
import { headSchema } from './head.js';
import { linkSchema, relSchema, targetSchema } from './link.js';
import { outlineSchema } from './outline.js';
import { sidebarBadgeSchema } from './sidebar.js';

/**
 * A version of the documented library, as the version lens reads it (`1.2`, `v2`, `3.0.0-beta.1`). YAML
 * reads `1.10` unquoted as the number 1.1, so a number is refused with a word on the quotes.
 */
const lensVersionSchema = z
  .string({
    error: (issue) =>
      typeof issue.input === 'number'
        ? 'expected a version in quotes ("1.2"): unquoted, YAML reads it as a number, and 1.10 as 1.1'
        : 'expected a version such as "1.2"',
  })
  .regex(LENS_VERSION_PATTERN, 'expected a version: numbers with dots, such as "1.2" or "2.0.0-beta.1"');

/**
 * An image: an address, an address with size and alternative text, or one address per appearance.
 *
 * @example { light: '/logo-light.svg', dark: '/logo-dark.svg', alt: 'Lectern' }
 */
export const themeableImageSchema = z
  .union(
    [
      z.string().min(1),
      z.strictObject({
        src: z.string().min(1).meta({ description: "The image's address." }),
        alt: z
          .string()
          .optional()
          .meta({ description: 'The alternative text; empty for a decorative image.' }),
        width: z.number().positive().optional().meta({ description: 'The width in CSS pixels.' }),
        height: z.number().positive().optional().meta({ description: 'The height in CSS pixels.' }),
      }),
      z.strictObject({
        light: z.string().min(1).meta({ description: "The image's address in the light theme." }),
        dark: z.string().min(1).meta({
          description:
            "The image's address in the dark theme, and in blackguard when `blackguard` is left out.",
        }),
        blackguard: z.string().min(1).optional().meta({
          description: "The image's address in the blackguard theme (its accent is orange, not blue).",
        }),
        alt: z
          .string()
          .optional()
          .meta({ description: 'The alternative text; empty for a decorative image.' }),
      }),
    ],
    { error: 'expected an image address, { src, alt } or { light, dark }' },
  )
  .meta({
    id: 'ThemeableImage',
    description:
      'An image: an address, an address with its size and alternative text (`src`), or one address per appearance (`light`, `dark` and, optionally, `blackguard`).',
  });

/** An image that may differ between light and dark appearance. */
export type ThemeableImage = z.infer<typeof themeableImageSchema>;

/** A button of the home page hero. @example { text: 'Get started', link: '/guide/', theme: 'brand' } */
export const heroActionSchema = z
  .strictObject({
    // The button's accessible name too: a label of spaces would draw an empty, nameless link.
    text: z
      .string()
      .regex(/\S/, { error: 'expected a label with some text (a button without one has no name)' })
      .meta({ description: "The button's label." }),
    link: linkSchema.meta({ description: 'Where the button leads.' }),
    theme: z
      .enum(['brand', 'alt', 'sponsor'])
      .optional()
      .meta({ description: 'The look: `brand` (filled), `alt` (outlined) or `sponsor`.', default: 'brand' }),
    target: targetSchema.optional().meta({ description: '`target` for the link, e.g. `_blank`.' }),
    rel: relSchema.optional().meta({ description: '`rel` for the link, e.g. `noopener`.' }),
  })
  .meta({ id: 'HeroAction', description: 'A button of the home page hero.' });

/** The hero of the home layout: name, text, tagline, image and action buttons. */
export const heroSchema = z
  .strictObject({
    name: z.string().optional().meta({ description: 'The product name, shown largest.' }),
    text: z.string().optional().meta({ description: 'The main sentence, below the name.' }),
    tagline: z.string().optional().meta({ description: 'A line below the text.' }),
    image: themeableImageSchema.optional().meta({ description: 'An image beside the text.' }),
    actions: z.array(heroActionSchema).optional().meta({ description: 'The buttons below the tagline.' }),
  })
  .meta({ id: 'Hero', description: 'The hero at the top of the home layout.' });

/** A card of the home layout's feature grid. @example { icon: '⚡', title: 'Fast', details: 'No runtime.' } */
export const featureSchema = z
  .strictObject({
    icon: themeableImageSchema
      .optional()
      .meta({ description: 'An emoji, or an image (with light and dark variants).' }),
    title: z.string().min(1).meta({ description: "The card's title." }),
    details: z.string().optional().meta({ description: 'A sentence or two below the title.' }),
    link: linkSchema.optional().meta({ description: 'Makes the whole card a link to this address.' }),
    linkText: z
      .string()
      .optional()
      .meta({ description: 'The text of the link shown at the foot of the card.' }),
    rel: relSchema.optional().meta({ description: '`rel` for the link, e.g. `noopener`.' }),
    target: targetSchema.optional().meta({ description: '`target` for the link, e.g. `_blank`.' }),
  })
  .meta({ id: 'Feature', description: "A card of the home layout's feature grid." });

/**
 * A previous/next override: `false` hides the link, a string renames it, an object sets text and link.
 *
 * @example { text: 'Installation', link: '/getting-started/installation' }
 */
export const docFooterLinkSchema = z.union(
  [
    z.literal(false),
    z.string().min(1),
    z.strictObject({
      text: z
        .string()
        .min(1)
        .optional()
        .meta({ description: "The link's text; by default the page's title." }),
      link: linkSchema
        .optional()
        .meta({ description: 'Where the link leads; by default the neighbouring page in the sidebar.' }),
    }),
  ],
  { error: 'expected false, a link text or { text, link }' },
);

/**
 * The page layout: `doc` (default), `home`, `page`, a custom layout by name, or `false` (only the
 * content).
 *
 * @example 'home'
 */
export const layoutSchema = z.union([z.literal(false), z.string().min(1)], {
  error: 'expected "doc", "home", "page", the name of a custom layout or false',
});

/** The frontmatter fields of a page. Unknown fields are kept for custom layouts. */
export const pageMetadataSchema = z.looseObject({
  title: z
    .string()
    .optional()
    .meta({ description: 'The page title, in the browser tab and at the top of the page.' }),
  description: z
    .string()
    .optional()
    .meta({ description: 'The summary search engines and link previews show.' }),
  layout: layoutSchema.optional().meta({
    description:
      'The layout: `doc`, `home`, `page`, the name of a custom layout, or `false` for the content alone.',
    default: 'doc',
  }),
  sidebar: z.boolean().optional().meta({ description: 'Whether to show the sidebar.', default: true }),
  order: z.number().finite().optional().meta({
    description: 'Where the page goes in a sidebar generated from its folder: lower first, then by title.',
  }),
  sidebarText: z
    .string()
    .min(1)
    .optional()
    .meta({ description: "The page's text in a sidebar generated from its folder; by default its title." }),
  sidebarBadge: sidebarBadgeSchema.optional().meta({
    description:
      'A small pill after the page\'s entry in a sidebar generated from its folder (and after an item naming it by `slug`): `"New"` or `{ text, type }`.',
  }),
  sidebarHidden: z.boolean().optional().meta({
    description:
      'Leaves the page out of sidebars generated from its folder; it is still built, linked and found by search.',
    default: false,
  }),
  since: lensVersionSchema.optional().meta({
    description:
      'The version of the documented library that added what the page describes: a badge "New in 1.2" under its title, which the version lens marks for visitors who use an older version.',
  }),
  changed: lensVersionSchema.optional().meta({
    description:
      'The version that last changed what the page describes: a badge "Changed in 1.3" under its title.',
  }),
  deprecated: lensVersionSchema.optional().meta({
    description:
      'The version that deprecated what the page describes: a badge "Deprecated in 1.4" under its title.',
  }),
  draft: z.boolean().optional().meta({
    description:
      'A page still being written: the dev server shows it, marked as a draft; the production build leaves it out (no page, no sidebar entry, no search result, no sitemap entry).',
    default: false,
  }),
  head: headSchema.optional().meta({
    description:
      "Tags added to this page's head, after the site's `head`: a tag the same as one of the site's (the same `meta` name, the icon…) replaces it.",
  }),
  aside: z
    .union([z.boolean(), z.literal('left')])
    .optional()
    .meta({
      description: 'Whether to show the aside with the outline; `"left"` places it before the content.',
      default: true,
    }),
  outline: outlineSchema.optional().meta({
    description: "Which headings the outline lists, and its title; by default the theme's `outline`.",
  }),
  navbar: z
    .boolean()
    .optional()
    .meta({ description: 'Whether to show the top navigation bar.', default: true }),
  footer: z.boolean().optional().meta({ description: 'Whether to show the site footer.', default: true }),
  prev: docFooterLinkSchema.optional().meta({
    description:
      'Overrides the previous-page link: `false` hides it, a text renames it, `{ text, link }` replaces it.',
  }),
  next: docFooterLinkSchema.optional().meta({
    description:
      'Overrides the next-page link: `false` hides it, a text renames it, `{ text, link }` replaces it.',
  }),
  editLink: z.union([z.boolean(), z.url()]).optional().meta({
    description:
      "Whether to show the edit link, or the address it leads to for this page (for a page whose source lives elsewhere) in place of the site's `editLink.pattern`.",
    default: true,
  }),
  lastUpdated: z
    .union([z.boolean(), z.coerce.date()])
    .optional()
    .meta({ description: 'Whether to show the last-updated time, or the time to show.', default: true }),
  pageClass: z
    .string()
    .optional()
    .meta({ description: "A class added to the page's root element, for page-specific styles." }),
  hero: heroSchema.optional().meta({ description: 'The hero at the top of the home layout.' }),
  features: z.array(featureSchema).optional().meta({ description: 'The feature cards of the home layout.' }),
});

/** The frontmatter fields of a page. */
export type PageMetadata = z.infer<typeof pageMetadataSchema>;
/** The hero of the home layout. */
export type Hero = z.infer<typeof heroSchema>;
/** A button of the hero. */
export type HeroAction = z.infer<typeof heroActionSchema>;
/** A card of the feature grid. */
export type Feature = z.infer<typeof featureSchema>;
/** A previous/next override of a page. */
export type DocFooterLink = z.infer<typeof docFooterLinkSchema>;
