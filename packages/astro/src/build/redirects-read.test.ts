import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { redirectedAddresses } from './redirects-read';

const root = mkdtempSync(join(tmpdir(), 'lectern-redirects-read-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const locales = [{ locale: 'en', title: 'English', enabled: true }];

describe('redirectedAddresses', () => {
  it('says which addresses the table sends elsewhere, in each language form', () => {
    writeFileSync(
      join(root, 'redirects.json'),
      JSON.stringify({ 'components/data-tables': '/components/data-tables/basics/' }),
    );
    const redirected = redirectedAddresses({ root, table: 'redirects.json', locales, defaultLocale: 'en' });
    expect(redirected('/en/components/data-tables/')).toBe(true);
    expect(redirected('/components/data-tables/')).toBe(true);
    expect(redirected('/en/components/')).toBe(false);
  });

  it('sends nothing without a table, or with one that cannot be read (the build reports it later)', () => {
    expect(redirectedAddresses({ root, table: undefined, locales, defaultLocale: 'en' })('/en/a/')).toBe(
      false,
    );
    writeFileSync(join(root, 'broken.json'), '{');
    expect(redirectedAddresses({ root, table: 'broken.json', locales, defaultLocale: 'en' })('/en/a/')).toBe(
      false,
    );
  });
});
