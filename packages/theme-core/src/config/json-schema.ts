import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;

// What the generated types and the configuration reference share in how they read zod's JSON Schema.

/**
 * A `z.toJSONSchema` override that writes a schema whose metadata has a `tsType` (`.meta({ tsType:
 * 'LecternUserConfig' })`) as that type alone, whatever zod would write there: its description and
 * default stay, its fields are not spelled out. The generated TypeScript types and the configuration
 * reference both read schemas through it, so a field typed by another package's type, or by a type
 * described elsewhere, reads the same in both.
 */
export function keepTsType({
  zodSchema,
  jsonSchema,
}: {
  zodSchema: z.core.$ZodType;
  jsonSchema: JsonSchema;
}): void {
  const tsType = z.globalRegistry.get(zodSchema as z.ZodType)?.tsType;
  if (typeof tsType !== 'string') return;
  for (const key of Object.keys(jsonSchema)) {
    if (key !== 'description' && key !== 'default') delete jsonSchema[key];
  }
  jsonSchema.tsType = tsType;
}

/**
 * The named shapes a schema uses, directly or through each other, in the order zod wrote them: a shape
 * only used inside a part written as a `tsType` is left out.
 */
export function referredNames(root: JsonSchema, definitions: Readonly<Record<string, JsonSchema>>): string[] {
  const found = new Set<string>();
  const visit = (schema: unknown) => {
    for (const [, name] of JSON.stringify(schema).matchAll(/"#\/\$defs\/([^"]+)"/g)) {
      if (name === undefined || found.has(name)) continue;
      found.add(name);
      visit(definitions[name]);
    }
  };
  visit(root);
  return Object.keys(definitions).filter((name) => found.has(name));
}
