import { z } from 'zod';
import { hasScheme } from '../link-parts.js';

/**
 * An internal path (`/guide/intro`), an anchor on the same page (`#usage`) or an absolute URL
 * (`https://…`, `mailto:…`).
 *
 * @example '/getting-started/installation'
 */
export const linkSchema = z
  .string()
  .refine((value) => value.startsWith('/') || value.startsWith('#') || hasScheme(value), {
    message: 'expected a path starting with "/", an anchor starting with "#" or an absolute URL',
  });

/** `target` attribute for links that open elsewhere. @example '_blank' */
export const targetSchema = z.string().min(1);

/** `rel` attribute for links. @example 'noopener' */
export const relSchema = z.string().min(1);
