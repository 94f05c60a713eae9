import { describe, expect, it } from 'vitest';
import { packageFromQuery, packageId, queryOfPackage, releaseId } from './release-filter';

const names = ['@lectern/astro', '@lectern/theme-core'];

describe('release ids', () => {
  it.each([
    ['@lectern/astro', '0.2.0', 'lectern-astro-0.2.0'],
    ['@lectern/theme-core', '1.0.0-beta.1', 'lectern-theme-core-1.0.0-beta.1'],
    ['plain', '3.1.4', 'plain-3.1.4'],
  ])('%s %s → %s', (name, version, id) => {
    expect(releaseId(name, version)).toBe(id);
    expect(id.startsWith(`${packageId(name)}-`)).toBe(true);
  });
});

describe('the package filter in the query', () => {
  it.each([
    ['', ''],
    ['?package=%40lectern%2Fastro', '@lectern/astro'],
    ['?package=@lectern/theme-core', '@lectern/theme-core'],
    ['?package=@lectern/unknown', ''],
  ])('%j picks %j', (search, name) => {
    expect(packageFromQuery(search, names)).toBe(name);
  });

  it.each([
    ['@lectern/astro', '', '?package=%40lectern%2Fastro'],
    ['', '?package=%40lectern%2Fastro', ''],
    ['@lectern/astro', '?lang=en', '?lang=en&package=%40lectern%2Fastro'],
  ])('%j over %j is %j', (name, search, query) => {
    expect(queryOfPackage(name, search)).toBe(query);
  });

  it('reads back what it writes', () => {
    expect(packageFromQuery(queryOfPackage('@lectern/theme-core'), names)).toBe('@lectern/theme-core');
  });
});
