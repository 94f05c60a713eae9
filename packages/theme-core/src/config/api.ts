import { z } from 'zod';

/**
 * The release notes of an API item: from its JSDoc (`@deprecated`, `@since`), or from comparing the API of
 * the site's versions (`since`, `changed`, `removed`; see api-history.ts). Shared by components, props,
 * events and exposed members.
 */
const lifecycle = {
  /** Deprecated: why, and what to use instead, in Markdown (`''` when the source gives no reason). */
  deprecated: z.string().optional(),
  /** The version that added it. @example '1.2.0' */
  since: z.string().min(1).optional(),
  /** The version that last changed it (a prop's type, default or need; an event's payload). @example '1.4' */
  changed: z.string().min(1).optional(),
  /** The version that removed it: the item is kept for readers of the versions before. @example '2.0' */
  removed: z.string().min(1).optional(),
};

/**
 * The numbers a prop accepts, when its JSDoc limits them (`@minimum 1`, `@exclusiveMinimum 0`, `@maximum`,
 * `@exclusiveMaximum`, as in JSON Schema).
 */
export const apiRangeSchema = z
  .strictObject({
    minimum: z.number().optional(),
    exclusiveMinimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMaximum: z.number().optional(),
  })
  .refine((range) => Object.keys(range).length > 0, 'a range names at least one limit')
  .refine(
    (range) => range.minimum === undefined || range.exclusiveMinimum === undefined,
    'minimum and exclusiveMinimum are two lower limits: keep one',
  )
  .refine(
    (range) => range.maximum === undefined || range.exclusiveMaximum === undefined,
    'maximum and exclusiveMaximum are two upper limits: keep one',
  );

/** A prop's range: the limits a number must keep to. */
export type ApiRange = z.infer<typeof apiRangeSchema>;

/** Whether a number keeps to a range. */
export function inRange(value: number, range: ApiRange): boolean {
  return (
    (range.minimum === undefined || value >= range.minimum) &&
    (range.exclusiveMinimum === undefined || value > range.exclusiveMinimum) &&
    (range.maximum === undefined || value <= range.maximum) &&
    (range.exclusiveMaximum === undefined || value < range.exclusiveMaximum)
  );
}

/** A prop of a documented component. */
const apiPropFields = z.strictObject({
  /** The prop's name. @example 'type' */
  name: z.string().min(1),
  /** Its TypeScript type, as code. @example "'success' | 'info' | 'warning' | 'error'" */
  type: z.string().min(1),
  /** Its default, as code, or `null` when it has none. @example "'info'" */
  default: z.string().nullable(),
  /** The values it accepts, or `null` when any value of its type is accepted. */
  values: z.array(z.string()).nullable(),
  /** Whether it must be given. */
  required: z.boolean(),
  /** What it does, in Markdown. */
  description: z.string().min(1),
  /** The numbers it accepts, when its JSDoc limits them. */
  range: apiRangeSchema.optional(),
  /** The HTML attribute that sets it, for a custom element's property. @example 'close-label' */
  attribute: z.string().min(1).optional(),
  ...lifecycle,
});

/** A prop of a documented component; a numeric default keeps to the prop's range. */
export const apiPropSchema = apiPropFields.superRefine((prop, context) => {
  const value = prop.default === null ? Number.NaN : Number(prop.default);
  if (prop.range && prop.default !== null && Number.isFinite(value) && !inRange(value, prop.range)) {
    context.addIssue({
      code: 'custom',
      path: ['default'],
      message: `the default is outside the prop's range ${JSON.stringify(prop.range)}`,
    });
  }
});

/** An event of a documented component (a callback prop `onX` is the event `x`). */
export const apiEventSchema = z.strictObject({
  name: z.string().min(1),
  /** What the handler receives, as code. @example 'MouseEvent' */
  payload: z.string().min(1),
  description: z.string().min(1),
  ...lifecycle,
});

/** A slot of a documented component (`default` is its children). */
export const apiSlotSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
});

/** A member a component's instance exposes: a Vue component's `defineExpose`, a custom element's method. */
export const apiExposedSchema = z.strictObject({
  name: z.string().min(1),
  /** Its type, as code. @example '(options?: FocusOptions) => void' */
  type: z.string().min(1),
  description: z.string().min(1),
  ...lifecycle,
});

/** A part of a custom element's shadow tree a page may style (`::part(label)`). */
export const apiCssPartSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
});

/** A CSS custom property a component reads (`--badge-color`). */
export const apiCssPropertySchema = z.strictObject({
  /** The property, with its two dashes. @example '--badge-color' */
  name: z.string().regex(/^--./, 'a custom property starts with two dashes'),
  /** Its value when the page sets none, as CSS, or `null`. @example 'currentColor' */
  default: z.string().nullable(),
  description: z.string().min(1),
});

/** The API of one documented component: the data behind its API tables and its explorer page. */
export const componentApiSchema = z.strictObject({
  /** The component's name. @example 'Alert' */
  name: z.string().min(1),
  /** One sentence on what it is. */
  description: z.string().min(1),
  props: z.array(apiPropSchema),
  events: z.array(apiEventSchema),
  slots: z.array(apiSlotSchema),
  /** What its instance exposes to code holding it (Vue `defineExpose`, a custom element's methods). */
  exposed: z.array(apiExposedSchema).optional(),
  /** The parts of a custom element's shadow tree a page may style. */
  cssParts: z.array(apiCssPartSchema).optional(),
  /** The CSS custom properties it reads. */
  cssProperties: z.array(apiCssPropertySchema).optional(),
  /** A custom element's tag name. @example 'lectern-badge' */
  tagName: z
    .string()
    .regex(/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/, 'a custom element name is lowercase with a dash')
    .optional(),
  ...lifecycle,
  /** Examples of its use, as code (JSDoc `@example`). */
  examples: z.array(z.string().min(1)).optional(),
  /** The file it is written in, from the site's root (set when it is read from the code). */
  source: z.string().min(1).optional(),
});

export type ApiProp = z.infer<typeof apiPropSchema>;
export type ApiEvent = z.infer<typeof apiEventSchema>;
export type ApiSlot = z.infer<typeof apiSlotSchema>;
export type ApiExposed = z.infer<typeof apiExposedSchema>;
export type ApiCssPart = z.infer<typeof apiCssPartSchema>;
export type ApiCssProperty = z.infer<typeof apiCssPropertySchema>;
export type ComponentApi = z.infer<typeof componentApiSchema>;
