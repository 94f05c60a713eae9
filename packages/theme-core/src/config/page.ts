import { z } from 'zod';
import { linkSchema, relSchema, targetSchema } from './link';
import { outlineSchema } from './outline';

/**
 * An image: an address, an address with size and alternative text, or one address per appearance.
 *
 * @example { light: '/logo-light.svg', dark: '/logo-dark.svg', alt: 'Lectern' }
 */
export const themeableImageSchema = z.union(
  [
    z.string().min(1),
    z.strictObject({
      /** Image address. */
      src: z.string().min(1),
      /** Alternative text. */
      alt: z.string().optional(),
      /** Width in CSS pixels. */
      width: z.number().positive().optional(),
      /** Height in CSS pixels. */
      height: z.number().positive().optional(),
    }),
    z.strictObject({
      /** Image for the light theme. */
      light: z.string().min(1),
      /** Image for the dark themes (dark and blackguard). */
      dark: z.string().min(1),
      /** Alternative text. */
      alt: z.string().optional(),
    }),
  ],
  { error: 'expected an image address, { src, alt } or { light, dark }' },
);

/** An image that may differ between light and dark appearance. */
export type ThemeableImage = z.infer<typeof themeableImageSchema>;

/** A button of the home page hero. @example { text: 'Get started', link: '/guide/', theme: 'brand' } */
export const heroActionSchema = z.strictObject({
  /** The label. */
  text: z.string().min(1),
  /** Where it leads. */
  link: linkSchema,
  /** `brand` (filled, the default), `alt` (outlined) or `sponsor`. */
  theme: z.enum(['brand', 'alt', 'sponsor']).optional(),
  /** `target` for the link. */
  target: targetSchema.optional(),
  /** `rel` for the link. */
  rel: relSchema.optional(),
});

/** The hero of the home layout: name, text, tagline, image and action buttons. */
export const heroSchema = z.strictObject({
  /** The product name, shown largest. @example 'Lectern' */
  name: z.string().optional(),
  /** The main sentence. */
  text: z.string().optional(),
  /** A line below the text. */
  tagline: z.string().optional(),
  /** An image beside the text. */
  image: themeableImageSchema.optional(),
  /** Buttons below the tagline. */
  actions: z.array(heroActionSchema).optional(),
});

/** A card of the home layout's feature grid. @example { icon: '⚡', title: 'Fast', details: 'No runtime.' } */
export const featureSchema = z.strictObject({
  /** An emoji, or an image (with light and dark variants). */
  icon: themeableImageSchema.optional(),
  /** The card's title. */
  title: z.string().min(1),
  /** A sentence or two below the title. */
  details: z.string().optional(),
  /** Makes the whole card a link. */
  link: linkSchema.optional(),
  /** Text of the link shown at the foot of the card. */
  linkText: z.string().optional(),
  /** `rel` for the link. */
  rel: relSchema.optional(),
  /** `target` for the link. */
  target: targetSchema.optional(),
});

/**
 * A previous/next override: `false` hides the link, a string renames it, an object sets text and link.
 *
 * @example { text: 'Installation', link: '/getting-started/installation' }
 */
export const docFooterLinkSchema = z.union(
  [
    z.literal(false),
    z.string().min(1),
    z.strictObject({ text: z.string().min(1).optional(), link: linkSchema.optional() }),
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
  /** The page title. */
  title: z.string().optional(),
  /** The page description, for search engines and link previews. */
  description: z.string().optional(),
  /** The layout. @example 'home' */
  layout: layoutSchema.optional(),
  /** Show the sidebar. Default: `true`. */
  sidebar: z.boolean().optional(),
  /** Show the outline aside. Default: `true`; `'left'` places it before the content. */
  aside: z.union([z.boolean(), z.literal('left')]).optional(),
  /** Which headings the outline shows. */
  outline: outlineSchema.optional(),
  /** Show the top navigation bar. Default: `true`. */
  navbar: z.boolean().optional(),
  /** Show the site footer. Default: `true`. */
  footer: z.boolean().optional(),
  /** Override the "Previous page" link. */
  prev: docFooterLinkSchema.optional(),
  /** Override the "Next page" link. */
  next: docFooterLinkSchema.optional(),
  /** Show the edit link. Default: `true`. */
  editLink: z.boolean().optional(),
  /** Show the last-updated time (`true`/`false`), or set the time. */
  lastUpdated: z.union([z.boolean(), z.coerce.date()]).optional(),
  /** A class added to the page's root element, for page-specific styles. */
  pageClass: z.string().optional(),
  /** The hero of the home layout. */
  hero: heroSchema.optional(),
  /** The feature grid of the home layout. */
  features: z.array(featureSchema).optional(),
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
