import { z } from 'zod';

/**
 * The site footer's texts, at the foot of every page but the home page's hero.
 *
 * @example { message: 'Released under the MIT License.', copyright: 'Copyright © 2026 The Lectern team' }
 */
export const footerSchema = z
  .strictObject({
    message: z.string().optional().meta({ description: 'A line above the copyright, e.g. the license.' }),
    copyright: z.string().optional().meta({ description: 'The copyright line.' }),
  })
  .meta({ id: 'Footer', description: "The site footer's texts." });

/** The site footer's texts. */
export type FooterConfig = z.infer<typeof footerSchema>;
