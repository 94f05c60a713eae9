import { z } from 'zod';
import { linkSchema, relSchema, targetSchema } from './link';
import { outlineSchema } from './outline';

/** An image that may differ between light and dark appearance. */
export const themeableImageSchema = z.union([
  z.string().min(1),
  z.object({
    /** Image address. */
    src: z.string().min(1),
    /** Alternative text. */
    alt: z.string().optional(),
    width: z.number().positive().optional(),
    height: z.number().positive().optional(),
  }),
  z.object({
    /** Image for the light themes. */
    light: z.string().min(1),
    /** Image for the dark themes (dark and blackguard). */
    dark: z.string().min(1),
    /** Alternative text. */
    alt: z.string().optional(),
  }),
]);

export type ThemeableImage = z.infer<typeof themeableImageSchema>;

/** A button of the home page hero. */
export const heroActionSchema = z.object({
  /** The label. */
  text: z.string().min(1),
  /** Where it leads. */
  link: linkSchema,
  /** `brand` (filled, the default), `alt` (outlined) or `sponsor`. */
  theme: z.enum(['brand', 'alt', 'sponsor']).optional(),
  target: targetSchema.optional(),
  rel: relSchema.optional(),
});

/** The hero of the home layout: name, text, tagline, image and action buttons. */
export const heroSchema = z.object({
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

/** A card of the home layout's feature grid. */
export const featureSchema = z.object({
  /** An emoji, or an image (with light and dark variants). */
  icon: z.union([z.string().min(1), themeableImageSchema]).optional(),
  /** The card's title. */
  title: z.string().min(1),
  /** A sentence or two below the title. */
  details: z.string().optional(),
  /** Makes the whole card a link. */
  link: linkSchema.optional(),
  /** Text of the link shown at the foot of the card. */
  linkText: z.string().optional(),
  rel: relSchema.optional(),
  target: targetSchema.optional(),
});

/** A previous/next override: `false` hides the link, a string renames it, an object sets text and link. */
export const docFooterLinkSchema = z.union([
  z.literal(false),
  z.string().min(1),
  z.object({ text: z.string().min(1).optional(), link: linkSchema.optional() }),
]);

/**
 * The page layout: `doc` (default), `home`, `page`, a custom layout by name, or `false` (only the
 * content).
 */
export const layoutSchema = z.union([z.literal(false), z.string().min(1)]);

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
  /** Show the last-updated time. Default: `true`. */
  lastUpdated: z.union([z.boolean(), z.coerce.date()]).optional(),
  /** A class added to the page's root element, for page-specific styles. */
  pageClass: z.string().optional(),
  /** The hero of the home layout. */
  hero: heroSchema.optional(),
  /** The feature grid of the home layout. */
  features: z.array(featureSchema).optional(),
});

export type PageMetadata = z.infer<typeof pageMetadataSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type HeroAction = z.infer<typeof heroActionSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type DocFooterLink = z.infer<typeof docFooterLinkSchema>;
