import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { LecternOptions } from './options.generated.js';
import { lecternOptionsSchema } from './options.js';
import { OPTIONS_TYPE_FILE, optionsTypeSource } from './options-source.js';

describe('LecternOptions', () => {
  it('is the options schema as written in options.generated.ts (UPDATE_GENERATED=1 rewrites it)', () => {
    const file = new URL(OPTIONS_TYPE_FILE, import.meta.url);
    const source = optionsTypeSource();
    if (process.env.UPDATE_GENERATED === '1') writeFileSync(file, source);
    expect(readFileSync(file, 'utf8')).toBe(source);
  });

  it('types the theme settings as LecternUserConfig and describes every option', () => {
    const source = optionsTypeSource();
    expect(source).toContain('  config?: LecternUserConfig;');
    expect(source).toContain('  searchApi?: readonly ApiSearchEntry[];');
    expect(source).toMatch(/@default "src\/content\/docs"\n\s+\*\/\n\s+contentDir\?: string;/);
    for (const option of Object.keys(lecternOptionsSchema.shape)) {
      expect(source, option).toMatch(new RegExp(`\\*/\\n  ${option}\\?: `));
    }
    // The theme settings' own types are LecternUserConfig's, not written again here.
    expect(source).not.toContain('NavItem');
  });

  it('is accepted by the schema (checked by the type check)', () => {
    const options: LecternOptions = { config: { siteTitle: 'Docs' }, contentDir: 'docs' };
    const accepted: z.input<typeof lecternOptionsSchema> = options;
    expect(accepted.contentDir).toBe('docs');
  });
});
