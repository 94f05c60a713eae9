import { z } from 'zod';

/** An internal path (`/guide/intro`) or an absolute URL (`https://…`, `mailto:…`). */
export const linkSchema = z
  .string()
  .min(1)
  .refine((value) => value.startsWith('/') || value.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(value), {
    message: 'expected a path starting with "/" or an absolute URL',
  });

/** `target` attribute for links that open elsewhere, e.g. `_blank`. */
export const targetSchema = z.string().min(1);

/** `rel` attribute for links, e.g. `noopener` or `sponsored`. */
export const relSchema = z.string().min(1);
