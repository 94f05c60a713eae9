import { describe, expect, it } from 'vitest';
import { releasesOf } from './releases';

const file = 'src/content/docs/en/reference/releases.mdx';
const release = {
  version: '0.1.0',
  packages: ['@lectern/astro'],
  highlights: ['Adds the Astro integration.'],
};
const headings = [
  { depth: 2, slug: '010', text: '0.1.0' },
  { depth: 3, slug: 'lecternastro', text: '@lectern/astro' },
];

describe('releasesOf', () => {
  it('gives each release the id of its notes heading', () => {
    expect(releasesOf({ title: 'Releases', releases: [release] }, headings, file)).toEqual([
      { ...release, notesId: '010' },
    ]);
  });

  it('reads a publication date written as a YAML date or a string', () => {
    const [fromString] = releasesOf({ releases: [{ ...release, date: '2026-12-01' }] }, headings, file);
    expect(fromString?.date?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    const [fromDate] = releasesOf(
      { releases: [{ ...release, date: new Date(Date.UTC(2026, 11, 1)) }] },
      headings,
      file,
    );
    expect(fromDate?.date?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('names the file and the field of a wrong value', () => {
    expect(() => releasesOf({ releases: [{ ...release, version: 'next' }] }, headings, file)).toThrow(
      `${file}: releases[0].version: expected a version like 1.2.3`,
    );
    expect(() => releasesOf({ releases: [] }, headings, file)).toThrow(`${file}: releases: `);
    expect(() => releasesOf({}, headings, file)).toThrow(`${file}: releases: `);
  });

  it('needs a level-2 heading named after each version', () => {
    expect(() => releasesOf({ releases: [{ ...release, version: '0.2.0' }] }, headings, file)).toThrow(
      `${file}: releases[0].version: the notes have no "## 0.2.0" heading to link to`,
    );
  });
});
