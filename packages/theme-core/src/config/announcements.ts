import { z } from 'zod';
import { SETTING_ID_PATTERN, SETTINGS_LIMITS } from '../settings/fields.js';
import { linkSchema } from './link.js';

/** How many notifications a site may list; the visitor's read state keeps more than that. */
export const NOTIFICATIONS_LIMIT = 50;

const ID_EXPECTATION = `expected an id of letters, digits, ".", "_", ":" and "-", starting with a letter or digit, of at most ${SETTINGS_LIMITS.dismissedBanners.length} characters`;

/** An id the visitor's settings can keep: the banners closed and the notifications read are kept by id. */
const idSchema = z
  .string()
  .max(SETTINGS_LIMITS.dismissedBanners.length, { message: ID_EXPECTATION })
  .regex(SETTING_ID_PATTERN, { message: ID_EXPECTATION });

/**
 * The site's announcement banner, above the navigation bar of every page. A visitor can close it; it
 * stays closed for them (their settings keep its id), until the site shows a banner with another id.
 *
 * @example { id: 'release-1.0', text: 'Lectern 1.0 is out.', link: '/reference/releases/', linkText: 'Read the notes' }
 */
export const bannerSchema = z
  .strictObject({
    id: idSchema.meta({
      description:
        'Names this announcement: a visitor who closes the banner does not see this id again, so give a new announcement a new id.',
    }),
    text: z.string().min(1).meta({ description: 'What the banner says: one short sentence.' }),
    link: linkSchema.optional().meta({
      description: "Where the banner's link leads; a site path is written without a language, as in `nav`.",
    }),
    linkText: z
      .string()
      .min(1)
      .optional()
      .meta({ description: "The text of the banner's link; required with `link`." }),
  })
  .refine((banner) => (banner.link === undefined) === (banner.linkText === undefined), {
    message: 'expected `link` and `linkText` together',
  })
  .meta({ id: 'Banner', description: "The site's announcement banner, which a visitor can close." });

/**
 * One notification of the navigation bar's notifications menu: news, a release, an event. The menu lists
 * them newest first and counts those the visitor has not read.
 *
 * @example { id: 'release-1.0', date: '2026-11-20', title: 'Lectern 1.0 is out', link: '/reference/releases/' }
 */
export const notificationSchema = z
  .strictObject({
    id: idSchema.meta({
      description: "Names the notification; the visitor's settings keep the ids of those they read.",
    }),
    date: z.iso.date({ message: 'expected a date written YYYY-MM-DD' }).meta({
      description: 'When it was published, written `YYYY-MM-DD`; the menu lists the newest first.',
    }),
    title: z.string().min(1).meta({ description: 'What the notification says, in a line.' }),
    link: linkSchema.meta({
      description: 'Where it leads; a site path is written without a language, as in `nav`.',
    }),
  })
  .meta({ id: 'Notification', description: "One notification of the navigation bar's menu." });

/** The notifications, each id once. */
export const notificationsSchema = z
  .array(notificationSchema)
  .max(NOTIFICATIONS_LIMIT)
  .superRefine((items, context) => {
    items.forEach((item, index) => {
      if (items.findIndex((other) => other.id === item.id) !== index) {
        context.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: 'expected each notification id once',
        });
      }
    });
  });

/**
 * The site's own "house" ad, shown on doc pages unless a subscriber turned ads off: e.g. an invitation to
 * sponsor the project.
 *
 * @example { title: 'Sponsor Lectern', text: 'Your logo here, in front of every reader.', link: '/sponsors/' }
 */
export const adSchema = z
  .strictObject({
    title: z.string().min(1).meta({ description: "The ad's headline, e.g. `Sponsor Lectern`." }),
    text: z.string().min(1).meta({ description: 'A sentence below the headline.' }),
    link: linkSchema.meta({
      description: 'Where the ad leads; a site path is written without a language, as in `nav`.',
    }),
  })
  .meta({ id: 'HouseAd', description: "The site's own ad on doc pages, which subscribers may turn off." });

/** The site's announcement banner. */
export type Banner = z.infer<typeof bannerSchema>;
/** One notification of the notifications menu. */
export type SiteNotification = z.infer<typeof notificationSchema>;
/** The site's own ad. */
export type HouseAd = z.infer<typeof adSchema>;
