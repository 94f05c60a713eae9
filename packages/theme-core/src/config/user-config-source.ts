import { schemaTypeScript } from './schema-types.js';
import { themeConfigSchema } from './theme.js';

/** The file `LecternUserConfig` is generated into, beside this module. */
export const USER_CONFIG_FILE = './user-config.generated.ts';

/** The source of `user-config.generated.ts`: the theme settings' input type, from their schema. */
export function userConfigSource(): string {
  return schemaTypeScript(themeConfigSchema, {
    name: 'LecternUserConfig',
    description:
      "The theme settings of a Lectern site, as written in `lectern({ config })`: every field is optional and checked when the site builds. Each field's description is the one the configuration reference shows.",
    header: [
      '// Generated from themeConfigSchema by userConfigSource() (user-config-source.ts): do not edit.',
      '// `pnpm --filter @lectern/theme-core generate` writes it again after a change to the schema.',
    ],
  });
}
