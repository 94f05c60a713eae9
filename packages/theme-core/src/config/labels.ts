import { z } from 'zod';
import { en, type UiStringKey } from '../i18n/en';

const labelShape = Object.fromEntries(Object.keys(en).map((key) => [key, z.string().optional()])) as Record<
  UiStringKey,
  z.ZodOptional<z.ZodString>
>;

/**
 * Overrides for interface texts, by dot key. Keys are those of the English dictionary, so a misspelt
 * key is reported as an unknown field.
 *
 * @example { 'outline.onThisPage': 'Contents', 'docFooter.next': 'Onwards' }
 */
export const labelsSchema = z.strictObject(labelShape);

/** Overrides for interface texts, by dot key. */
export type Labels = z.infer<typeof labelsSchema>;
