import { z } from 'zod';
import { APPEARANCE_WORDS } from '../appearance-words.js';

/**
 * The site's appearance: `true` (switch shown, follows the system), `false` (no switch, light only),
 * `'dark'` (switch shown, dark first), `'force-dark'` (no switch, always dark) or `'force-auto'` (no
 * switch, always follows the system).
 */
export const appearanceSchema = z.union([z.boolean(), z.enum(APPEARANCE_WORDS)]);

/** The site's appearance setting (see {@link appearanceSchema}). */
export type Appearance = z.infer<typeof appearanceSchema>;
