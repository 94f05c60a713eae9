import { z } from 'zod';
import { navSchema } from './nav.js';

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** A language the site lists. */
export const localeEntrySchema = z
  .strictObject({
    /** The language's own name, shown in the language menu. @example '简体中文' */
    title: z.string().min(1).meta({ description: "The language's own name, shown in the language menu." }),
    /** The BCP 47 code used in addresses. @example 'zh-CN' */
    locale: z
      .string()
      .regex(LANGUAGE_CODE, 'expected a language code such as "en" or "zh-CN"')
      .meta({ description: 'The BCP 47 code used in addresses, e.g. `zh-CN`.' }),
    /** Another code that leads to this language. @example 'zh-Hans' */
    alternate: z
      .string()
      .regex(LANGUAGE_CODE, 'expected a language code such as "zh-Hans"')
      .optional()
      .meta({ description: 'Another code that leads to this language, e.g. `zh-Hans`.' }),
    /** Disabled languages are listed in config but neither built nor offered. */
    enabled: z.boolean().meta({
      description: 'Whether the language is built and offered; a disabled one is listed here only.',
    }),
    /** The language's own top menu, in place of the shared `nav`. */
    nav: navSchema.optional().meta({
      description:
        "The language's own top menu, in place of the shared `nav`: its texts translated; links without a language get it in front.",
    }),
  })
  .meta({ id: 'LocaleEntry', description: 'A language the site lists.' });

/** A language the site lists: its own name, its code, an alternate code and whether it is offered. */
export type LocaleEntry = z.infer<typeof localeEntrySchema>;
