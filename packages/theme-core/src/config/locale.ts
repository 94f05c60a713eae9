import { z } from 'zod';
import { adSchema, bannerSchema } from './announcements.js';
import { footerSchema } from './footer.js';
import { navSchema } from './nav.js';

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** A language the site lists. */
export const localeEntrySchema = z
  .strictObject({
    title: z.string().min(1).meta({ description: "The language's own name, shown in the language menu." }),
    locale: z
      .string()
      .regex(LANGUAGE_CODE, 'expected a language code such as "en" or "zh-CN"')
      .meta({ description: 'The BCP 47 code used in addresses, e.g. `zh-CN`.' }),
    alternate: z
      .string()
      .regex(LANGUAGE_CODE, 'expected a language code such as "zh-Hans"')
      .optional()
      .meta({ description: 'Another code that leads to this language, e.g. `zh-Hans`.' }),
    enabled: z.boolean().meta({
      description: 'Whether the language is built and offered; a disabled one is listed here only.',
    }),
    dir: z.enum(['ltr', 'rtl']).optional().meta({
      description:
        "The language's writing direction: `rtl` for Arabic, Hebrew, Persian, Urdu and other right-to-left scripts. By default it follows the code.",
    }),
    nav: navSchema.optional().meta({
      description:
        "The language's own top menu, in place of the shared `nav`: its texts translated; links without a language get it in front.",
    }),
    banner: bannerSchema.optional().meta({
      description:
        "The language's own announcement banner, in place of the shared `banner` on its pages. Give it its own `id` when it says something else.",
    }),
    ad: adSchema.optional().meta({
      description: "The language's own ad on its doc pages, in place of the shared `ad`.",
    }),
    footer: footerSchema.optional().meta({
      description: "The language's own site footer texts, in place of the shared `footer`.",
    }),
  })
  .meta({ id: 'LocaleEntry', description: 'A language the site lists.' });

/** A language the site lists: its own name, its code, an alternate code and whether it is offered. */
export type LocaleEntry = z.infer<typeof localeEntrySchema>;
