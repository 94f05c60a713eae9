import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { themeConfigSchema } from './theme.js';
import { defineLecternConfig } from './user-config.js';
import { USER_CONFIG_FILE, userConfigSource } from './user-config-source.js';

describe('LecternUserConfig', () => {
  it('is the theme settings schema as written in user-config.generated.ts (UPDATE_GENERATED=1 rewrites it)', () => {
    const file = new URL(USER_CONFIG_FILE, import.meta.url);
    const source = userConfigSource();
    if (process.env.UPDATE_GENERATED === '1') writeFileSync(file, source);
    expect(readFileSync(file, 'utf8')).toBe(source);
  });

  it('is accepted by the schema (checked by the type check)', () => {
    // Settings typed by LecternUserConfig are something the schema takes: the compiler checks this line.
    const typed: z.input<typeof themeConfigSchema> = defineLecternConfig({ siteTitle: 'Docs' });
    expect(themeConfigSchema.safeParse(typed).success).toBe(true);
  });

  it('describes each field with the description the configuration reference shows', () => {
    const source = userConfigSource();
    expect(source).toContain(
      '/** The title beside the logo; `false` hides it. */\n  siteTitle?: string | false;',
    );
    expect(source).toMatch(
      /\* The link's text\.\n\s+\* @default "Edit this page"\n\s+\*\/\n\s+text\?: string;/,
    );
  });
});

describe('defineLecternConfig', () => {
  it('returns the settings as they are', () => {
    const config = { siteTitle: 'My library', nav: [{ text: 'Guide', link: '/guide/' }] };
    expect(defineLecternConfig(config)).toBe(config);
  });
});
