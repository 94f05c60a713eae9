// The jobs data file (src/data/jobs.json): listings of jobs that use Lectern or the libraries it
// documents — title, company, location, whether the job can be done remotely, the link to apply and the
// day it was posted — and when each stops being shown: after its `until` day, else 60 days after it was
// posted.
import { z } from 'astro/zod';
import { checkDataFile, dataFileProblems, readDataFile } from '../data-file';

/** Where the file lives, relative to the site's root. */
export const JOBS_FILE = 'src/data/jobs.json';

/** How long a listing without an `until` day is shown after it was posted. */
export const DEFAULT_LISTING_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day written as `YYYY-MM-DD`, a real one. */
const day = z.iso.date({ error: 'expected a date written as YYYY-MM-DD' });

/** A job listing. */
export const jobSchema = z.strictObject({
  /** The job's title. @example 'Documentation engineer' */
  title: z.string().min(1),
  /** Who is hiring. @example 'Tidewater Labs' */
  company: z.string().min(1),
  /** Where the job is, as a city and a country; the location filter lists each one once. @example 'Lisbon, Portugal' */
  location: z.string().min(1),
  /** Whether the job can be done remotely; the "Remote only" filter keeps these. */
  remote: z.boolean(),
  /** Where to read the whole listing and apply. @example 'https://tidewater-labs.example/jobs/docs' */
  link: z.url({ protocol: /^https$/, error: 'expected an https:// address' }),
  /** The day it was posted (UTC). @example '2026-11-10' */
  posted: day,
  /** The last day it is shown (UTC); left out, it is shown for 60 days after `posted`. @example '2026-12-15' */
  until: day.optional(),
});

export const jobsFileSchema = z.strictObject({
  /** The listings, in any order: the page shows the newest first. */
  jobs: z.array(jobSchema),
});

export type Job = z.output<typeof jobSchema>;
export type JobsFile = z.output<typeof jobsFileSchema>;

/** A listing with the moment it stops being shown. */
export interface JobListing extends Job {
  /** The first moment it is no longer shown: the day after `until`, else `posted` + 60 days, at 00:00 UTC. */
  expires: Date;
}

/** The moment a listing stops being shown. */
export function expiryOf(job: Pick<Job, 'posted' | 'until'>): Date {
  const start = (date: string) => Date.parse(`${date}T00:00:00Z`);
  return job.until === undefined
    ? new Date(start(job.posted) + DEFAULT_LISTING_DAYS * DAY_MS)
    : new Date(start(job.until) + DAY_MS);
}

/** Whether a listing is still shown at `now`. */
export function isOpen(listing: Pick<JobListing, 'expires'>, now: Date): boolean {
  return now.getTime() < listing.expires.getTime();
}

/** The problems the schema cannot see: an `until` day before the listing was posted. */
export function jobsProblems(data: JobsFile): { path: string; message: string }[] {
  return data.jobs.flatMap((job, index) =>
    job.until !== undefined && job.until < job.posted
      ? [
          {
            path: `jobs[${index}].until`,
            message: `"${job.until}" is before the day it was posted (${job.posted})`,
          },
        ]
      : [],
  );
}

/** Every listing with its expiry, newest first (then by title). */
export function jobListings(data: JobsFile): JobListing[] {
  return data.jobs
    .map((job) => ({ ...job, expires: expiryOf(job) }))
    .sort((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title));
}

/** The locations of the listings, each once, in alphabetical order. */
export function locationsOf(listings: readonly Pick<Job, 'location'>[]): string[] {
  return [...new Set(listings.map((listing) => listing.location))].sort((a, b) => a.localeCompare(b));
}

/**
 * Checks the jobs file as the page imports it.
 *
 * @throws {DataFileError} naming the file, the field and the reason.
 */
export function checkJobs(json: unknown): JobsFile {
  const data = checkDataFile(jobsFileSchema, json, JOBS_FILE);
  dataFileProblems(JOBS_FILE, jobsProblems(data));
  return data;
}

/**
 * Reads and checks the jobs file of the site at `root` (`file`, relative to it).
 *
 * @throws {DataFileError} naming the file, the field and the reason.
 */
export function readJobs({ root, file = JOBS_FILE }: { root: string; file?: string }): JobsFile {
  const data = readDataFile(jobsFileSchema, root, file);
  dataFileProblems(file, jobsProblems(data));
  return data;
}
