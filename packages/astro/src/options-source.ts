import { schemaTypeScript } from '@lectern/theme-core/config';
import { lecternOptionsSchema } from './options.js';

/** The file `LecternOptions` is generated into, beside this module. */
export const OPTIONS_TYPE_FILE = './options.generated.ts';

/** The source of `options.generated.ts`: the integration options' type, from their schema. */
export function optionsTypeSource(): string {
  return schemaTypeScript(lecternOptionsSchema, {
    name: 'LecternOptions',
    description:
      "The options of the Lectern integration, `lectern({ … })`. Each field's description is the one the configuration reference shows.",
    header: [
      '// Generated from lecternOptionsSchema by optionsTypeSource() (options-source.ts): do not edit.',
      '// `pnpm --filter @lectern/astro generate` writes it again after a change to the schema.',
      "import type { ApiSearchEntry } from '@lectern/search/node';",
      "import type { LecternUserConfig } from '@lectern/theme-core/config';",
    ],
  });
}
