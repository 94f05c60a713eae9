import { z } from 'zod';

/** A language the site lists. */
export const localeEntrySchema = z.strictObject({
  /** The language's own name, shown in the language menu. @example '简体中文' */
  title: z.string().min(1),
  /** The BCP 47 code used in addresses. @example 'zh-CN' */
  locale: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'expected a language code such as "en" or "zh-CN"'),
  /** Another code that leads to this language. @example 'zh-Hans' */
  alternate: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'expected a language code such as "zh-Hans"')
    .optional(),
  /** Disabled languages are listed in config but neither built nor offered. */
  enabled: z.boolean(),
});

/** A language the site lists: its own name, its code, an alternate code and whether it is offered. */
export type LocaleEntry = z.infer<typeof localeEntrySchema>;
