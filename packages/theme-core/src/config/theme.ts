import { z } from 'zod';
import { SIDEBAR_INLINE_LINKS } from '../constants.js';
import { en } from '../i18n/en.js';
import { adSchema, bannerSchema, notificationsSchema } from './announcements.js';
import { appearanceSchema } from './appearance.js';
import { footerSchema } from './footer.js';
import { headSchema } from './head.js';
import { labelsSchema } from './labels.js';
import { linkSchema } from './link.js';
import { localeEntrySchema } from './locale.js';
import { navSchema } from './nav.js';
import { outlineSchema } from './outline.js';
import { themeableImageSchema } from './page.js';
import { sidebarSchema } from './sidebar.js';

/** A link to the project elsewhere, shown as an icon in the navigation bar. */
export const socialLinkSchema = z
  .strictObject({
    icon: z.string().min(1).meta({
      description:
        'A known icon name (`github`, `discord`, `x`, `mastodon`, `bluesky`, `youtube`, …) or SVG markup.',
    }),
    link: z.url().meta({
      description: 'Where the icon leads: an absolute URL.',
      examples: ['https://github.com/you/my-library'],
    }),
    ariaLabel: z
      .string()
      .optional()
      .meta({ description: "The link's accessible name; by default the icon name." }),
  })
  .meta({
    id: 'SocialLink',
    description: 'A link to the project elsewhere, shown as an icon in the navigation bar.',
  });

export { appearanceSchema };

/** The fields of the `algolia` provider: what Algolia DocSearch needs, and what it is called for people. */
const DOCSEARCH_FIELDS = {
  appId: "DocSearch's application id",
  apiKey: "DocSearch's search-only API key",
  indexName: "DocSearch's index name",
} as const;

/**
 * The search integration: `local` (the default, an offline index built with the site), `algolia`
 * (Algolia DocSearch, with `appId`, `apiKey` and `indexName`), or `''` to turn search off: no button, the
 * hotkeys do nothing and nothing is loaded.
 *
 * @example { provider: 'algolia', appId: 'YOUR_APP_ID', apiKey: 'YOUR_SEARCH_ONLY_API_KEY', indexName: 'docsearch' }
 */
export const searchSchema = z
  .strictObject({
    provider: z.enum(['local', 'algolia', '']).meta({
      description:
        '`local` (an offline index built with the site), `algolia` (DocSearch, with `appId`, `apiKey` and `indexName`), or empty to turn search off.',
    }),
    appId: z
      .string()
      .trim()
      .min(1)
      .optional()
      .meta({ description: `${DOCSEARCH_FIELDS.appId}; required with the \`algolia\` provider.` }),
    apiKey: z
      .string()
      .trim()
      .min(1)
      .optional()
      .meta({
        description: `${DOCSEARCH_FIELDS.apiKey} (public by design); required with the \`algolia\` provider.`,
      }),
    indexName: z
      .string()
      .trim()
      .min(1)
      .optional()
      .meta({ description: `${DOCSEARCH_FIELDS.indexName}; required with the \`algolia\` provider.` }),
    placeholder: z
      .string()
      .optional()
      .meta({ description: "The placeholder of DocSearch's search box (`algolia` provider only)." }),
  })
  .superRefine(
    (search, context) => {
      const algolia = search.provider === 'algolia';
      const given = (field: string) => (search as Record<string, unknown>)[field] !== undefined;
      for (const field of [...Object.keys(DOCSEARCH_FIELDS), 'placeholder']) {
        if (algolia && field !== 'placeholder' && !given(field)) {
          // Worded like any other missing field: "search.appId: missing required field".
          context.addIssue({ code: 'invalid_type', expected: 'string', path: [field], input: undefined });
        } else if (!algolia && given(field)) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: `expected no ${field} with provider ${JSON.stringify(search.provider)}`,
            input: (search as Record<string, unknown>)[field],
          });
        }
      }
    },
    // Also when a field has a problem of its own, so every missing field is reported at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

const styles = ['full', 'long', 'medium', 'short'] as const;
const textWidths = ['long', 'short', 'narrow'] as const;
const numeric = ['numeric', '2-digit'] as const;

/** The `Intl.DateTimeFormat` options the last-updated line accepts. */
export const dateTimeFormatOptionsSchema: z.ZodType<Intl.DateTimeFormatOptions> = z
  .strictObject({
    dateStyle: z
      .enum(styles)
      .optional()
      .meta({ description: "The date's style, from the longest to the shortest." }),
    timeStyle: z
      .enum(styles)
      .optional()
      .meta({ description: "The time's style, from the longest to the shortest." }),
    weekday: z.enum(textWidths).optional().meta({ description: 'How to write the day of the week.' }),
    era: z.enum(textWidths).optional().meta({ description: 'How to write the era.' }),
    year: z.enum(numeric).optional().meta({ description: 'How to write the year.' }),
    month: z
      .enum([...numeric, ...textWidths])
      .optional()
      .meta({ description: 'How to write the month.' }),
    day: z.enum(numeric).optional().meta({ description: 'How to write the day of the month.' }),
    hour: z.enum(numeric).optional().meta({ description: 'How to write the hour.' }),
    minute: z.enum(numeric).optional().meta({ description: 'How to write the minute.' }),
    second: z.enum(numeric).optional().meta({ description: 'How to write the second.' }),
    hour12: z.boolean().optional().meta({ description: 'Whether to use a 12-hour clock.' }),
    hourCycle: z.enum(['h11', 'h12', 'h23', 'h24']).optional().meta({
      description: 'The hours of the clock: `h11` (0–11), `h12` (1–12), `h23` (0–23) or `h24` (1–24).',
    }),
    timeZone: z
      .string()
      .min(1)
      .optional()
      .meta({ description: "The time zone, e.g. `UTC` or `Europe/Paris`; by default the reader's." }),
    timeZoneName: z
      .enum(['long', 'short', 'shortOffset', 'longOffset', 'shortGeneric', 'longGeneric'])
      .optional()
      .meta({ description: "How to write the time zone's name." }),
  })
  .meta({
    id: 'DateTimeFormatOptions',
    description: 'The `Intl.DateTimeFormat` options the last-updated line accepts.',
  });

/** A pager label, or `false` to hide that side. */
const pagerLabelSchema = z.union([z.string(), z.literal(false)]);

/** The theme settings of a Lectern site. Unknown fields are rejected so typos surface. */
export const themeConfigSchema = z.strictObject({
  logo: themeableImageSchema
    .optional()
    .meta({ description: 'The logo in the navigation bar, with light and dark variants if needed.' }),
  favicon: z
    .union([z.string().min(1), z.literal(false)])
    .optional()
    .meta({
      description:
        "The site's icon: a file of the public folder (`/favicon.svg`) or an address; `false` for none. By default `/favicon.svg`, `/favicon.ico` or `/favicon.png`, the first the public folder has.",
    }),
  head: headSchema.optional().meta({
    description:
      'Tags added to the head of every page (`{ tag, attrs, content }`): analytics, fonts, `theme-color`, an `og:image`… A page adds or replaces its own with `head` in its frontmatter.',
  }),
  siteTitle: z
    .union([z.string(), z.literal(false)])
    .optional()
    .meta({ description: 'The title beside the logo; `false` hides it.' }),
  logoLink: linkSchema
    .optional()
    .meta({ description: 'Where the logo leads; by default the home page of the current language.' }),
  nav: navSchema.optional().meta({ description: 'The items of the top navigation bar, in order.' }),
  sidebar: sidebarSchema.optional().meta({
    description:
      'The sidebar: one list for the whole site, or lists keyed by path prefix (the longest matching prefix wins).',
  }),
  sidebarInlineLinks: z.int().min(0).optional().meta({
    description:
      "A sidebar group with at most this many links is drawn whole in every page. A larger one is drawn as the page's branch (the top level, and the sections that hold the page, open; every other section with a section page closed and empty, and long lists in such sections cut to the page's part) and its whole tree is one shared file that the page loads when the reader reaches for the sidebar, cached across pages: pages do not grow with the site. A section no page lists keeps its items. `0` draws every group by branch.",
    default: SIDEBAR_INLINE_LINKS,
  }),
  sidebarSectionPages: z.boolean().optional().meta({
    description:
      'A sidebar section without a link of its own leads to a page that lists its pages, at the address of the folder that holds them (`/en/components/data-tables/`) when no page is there: readers without scripts reach every page of a group drawn by branch through it, and an address shortened to its folder is not "not found". `false`: such sections only open and close, and pages drawn by branch carry their items.',
    default: true,
  }),
  socialLinks: z
    .array(socialLinkSchema)
    .optional()
    .meta({ description: 'Icons linking to the project elsewhere, at the end of the navigation bar.' }),
  footer: footerSchema
    .optional()
    .meta({ description: "The site footer's texts; left out, the site has no footer." }),
  editLink: z
    .strictObject({
      pattern: z
        .string()
        .includes(':path', { message: 'expected a pattern containing ":path"' })
        .meta({
          description:
            "The address of a page's source, with `:path` standing for the page's file in the content folder.",
          examples: ['https://github.com/you/my-library/edit/main/src/content/docs/:path'],
        }),
      text: z
        .string()
        .optional()
        .meta({ description: "The link's text.", default: en['docFooter.editLink'] }),
    })
    .optional()
    .meta({
      description: 'The "Edit this page" link at the foot of each doc page; left out, there is none.',
    }),
  docFooter: z
    .strictObject({
      prev: pagerLabelSchema.optional().meta({
        description: 'The label of the link to the previous page; `false` hides that link.',
        default: en['docFooter.prev'],
      }),
      next: pagerLabelSchema.optional().meta({
        description: 'The label of the link to the next page; `false` hides that link.',
        default: en['docFooter.next'],
      }),
    })
    .optional()
    .meta({ description: 'The labels of the previous and next page links at the foot of each doc page.' }),
  lastUpdated: z
    .strictObject({
      text: z
        .string()
        .optional()
        .meta({ description: 'The label before the time.', default: en['docFooter.lastUpdated'] }),
      formatOptions: dateTimeFormatOptionsSchema.optional().meta({
        description: 'How the time is written, as `Intl.DateTimeFormat` options.',
        default: { dateStyle: 'short', timeStyle: 'short' },
      }),
    })
    .optional()
    .meta({
      description: "The last-updated line at the foot of each doc page, from the page's last commit.",
    }),
  outline: outlineSchema.optional().meta({
    description: "Which headings the outline lists, and its title; a page's own `outline` wins.",
    default: 2,
  }),
  search: searchSchema.optional().meta({
    description: 'The search integration; left out, the site searches an offline index (`local`).',
    default: { provider: 'local' },
  }),
  notFound: z
    .strictObject({
      code: z
        .string()
        .optional()
        .meta({ description: 'The code shown large at the top.', default: en['notFound.code'] }),
      title: z.string().optional().meta({ description: 'The heading.', default: en['notFound.title'] }),
      quote: z.string().optional().meta({
        description: 'The sentence below the heading; empty hides it.',
        default: en['notFound.quote'],
      }),
      linkLabel: z.string().optional().meta({
        description: 'A fuller name of the link home, read by screen readers.',
        default: en['notFound.linkLabel'],
      }),
      linkText: z
        .string()
        .optional()
        .meta({ description: 'The text of the link home.', default: en['notFound.linkText'] }),
    })
    .optional()
    .meta({ description: "The not-found page's texts." }),
  appearance: appearanceSchema.optional().meta({
    description:
      'The appearance switch and the first theme: `true` (a switch, following the system), `false` (light only), `"dark"` (a switch, dark first), `"force-dark"` (always dark) or `"force-auto"` (always following the system).',
    default: true,
  }),
  banner: bannerSchema.optional().meta({
    description:
      'An announcement above the navigation bar of every page, which a visitor can close; left out, there is none.',
  }),
  notifications: notificationsSchema.optional().meta({
    description: `The navigation bar's notifications menu, with a count of those the visitor has not read; at most 50. Left out or empty, there is no menu.`,
  }),
  ad: adSchema.optional().meta({
    description: "The site's own ad on doc pages, which subscribers may turn off; left out, there is none.",
  }),
  locales: z
    .array(localeEntrySchema)
    .optional()
    .meta({ description: 'The languages the site lists; by default English only.' }),
  labels: labelsSchema.optional().meta({
    description: "Replacements for the theme's interface texts, by dot key.",
    examples: [{ 'outline.onThisPage': 'Contents' }],
  }),
});

export type ThemeConfig = z.infer<typeof themeConfigSchema>;
/** A link to the project elsewhere. */
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type { Appearance } from './appearance.js';
/** The search integration's settings. */
export type SearchConfig = z.infer<typeof searchSchema>;
