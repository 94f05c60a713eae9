// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import jobsJson from '../../data/jobs.json';
import { parseDataFile } from '../data-file';
import {
  checkJobs,
  expiryOf,
  isOpen,
  JOBS_FILE,
  type Job,
  jobListings,
  jobsFileSchema,
  jobsProblems,
  locationsOf,
  readJobs,
} from './jobs-data';

const siteRoot = fileURLToPath(new URL('../../..', import.meta.url));

const job = (overrides: Partial<Job> = {}): Job => ({
  title: 'Engineer',
  company: 'Acme',
  location: 'Berlin, Germany',
  remote: false,
  link: 'https://acme.example/jobs/1',
  posted: '2026-11-01',
  ...overrides,
});

describe('the jobs file of this site', () => {
  it('is valid, and the page and the check read the same listings', () => {
    expect(checkJobs(jobsJson)).toEqual(readJobs({ root: siteRoot }));
  });
});

describe('the browser tests’ jobs file', () => {
  it('is valid, with listings remote and on site, in several places, some closed', () => {
    const { jobs } = readJobs({ root: siteRoot, file: 'e2e/fixtures/data/jobs.json' });
    expect(new Set(jobs.map((listing) => listing.remote))).toEqual(new Set([true, false]));
    expect(locationsOf(jobs).length).toBeGreaterThan(2);
    expect(jobs.some((listing) => listing.until !== undefined)).toBe(true);
  });
});

describe('when a listing stops being shown', () => {
  it.each([
    ['60 days after it was posted', job({ posted: '2026-11-01' }), '2026-12-31T00:00:00.000Z'],
    ['across a year end', job({ posted: '2026-12-15' }), '2027-02-13T00:00:00.000Z'],
    [
      'at the end of its until day',
      job({ posted: '2026-11-01', until: '2026-11-30' }),
      '2026-12-01T00:00:00.000Z',
    ],
    [
      'on the day it was posted, when until is that day',
      job({ until: '2026-11-01' }),
      '2026-11-02T00:00:00.000Z',
    ],
  ])('%s', (_, listing, expires) => {
    expect(expiryOf(listing).toISOString()).toBe(expires);
  });

  it('is open until the last millisecond before its expiry, and closed from then on', () => {
    const listing = { expires: new Date('2026-12-01T00:00:00Z') };
    expect(isOpen(listing, new Date('2026-11-30T23:59:59.999Z'))).toBe(true);
    expect(isOpen(listing, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isOpen(listing, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('listings and locations', () => {
  it('lists the newest first, then by title', () => {
    const data = {
      jobs: [
        job({ title: 'B', posted: '2026-10-01' }),
        job({ title: 'C', posted: '2026-11-01' }),
        job({ title: 'A', posted: '2026-11-01' }),
      ],
    };
    expect(jobListings(data).map((listing) => listing.title)).toEqual(['A', 'C', 'B']);
  });

  it('gives each location once, in alphabetical order', () => {
    const listings = ['Lisbon, Portugal', 'Berlin, Germany', 'Lisbon, Portugal'].map((location) =>
      job({ location }),
    );
    expect(locationsOf(listings)).toEqual(['Berlin, Germany', 'Lisbon, Portugal']);
    expect(locationsOf([])).toEqual([]);
  });
});

describe('checking the jobs file', () => {
  it.each([
    [
      'a posted day that is not a date',
      { jobs: [job({ posted: 'yesterday' })] },
      'jobs[0].posted: expected a date written as YYYY-MM-DD',
    ],
    [
      'a day that does not exist',
      { jobs: [job({ posted: '2026-02-30' })] },
      'jobs[0].posted: expected a date written as YYYY-MM-DD',
    ],
    [
      'remote written as a word',
      { jobs: [{ ...job(), remote: 'yes' }] },
      'jobs[0].remote: expected a boolean',
    ],
    [
      'a link that is not https',
      { jobs: [job({ link: 'http://acme.example/' })] },
      'jobs[0].link: expected an https:// address',
    ],
    [
      'a missing company',
      { jobs: [{ ...job(), company: undefined }] },
      'jobs[0].company: missing required field',
    ],
    ['a misspelt field', { jobs: [{ ...job(), expires: '2026-12-01' }] }, 'jobs[0]: unknown field "expires"'],
  ])('names the file, the field and the reason: %s', (_, input, message) => {
    expect(() => parseDataFile(jobsFileSchema, JSON.stringify(input), JOBS_FILE)).toThrow(
      `${JOBS_FILE}: ${message}`,
    );
  });

  it('finds an until day before the posted day', () => {
    expect(jobsProblems({ jobs: [job(), job({ posted: '2026-11-10', until: '2026-11-09' })] })).toEqual([
      { path: 'jobs[1].until', message: '"2026-11-09" is before the day it was posted (2026-11-10)' },
    ]);
    expect(() => checkJobs({ jobs: [job({ posted: '2026-11-10', until: '2026-11-09' })] })).toThrow(
      `${JOBS_FILE}: jobs[0].until: "2026-11-09" is before the day it was posted`,
    );
  });
});
