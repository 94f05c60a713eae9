// The sponsors data file (src/data/sponsors.json): the sponsorship tiers, highest first, and every
// sponsor with its name, logo, link and tier. The sponsors page lists them all by tier; the home page
// shows the logos of the tiers marked `onHome` as a strip.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'astro/zod';
import { checkDataFile, dataFileProblems, readDataFile } from '../data-file';

/** Where the file lives, relative to the site's root. */
export const SPONSORS_FILE = 'src/data/sponsors.json';

/** A sponsorship tier. */
export const sponsorTierSchema = z.strictObject({
  /** What sponsors name it by, lower-case words joined by hyphens. @example 'partner' */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'expected lower-case letters, digits and hyphens, e.g. "partner"'),
  /** Its name as shown. @example 'Partner' */
  name: z.string().min(1),
  /** What it costs, as shown. @example '500 USD a month' */
  amount: z.string().min(1),
  /** What a sponsor of this tier gets, one sentence. */
  perks: z.string().min(1),
  /** Whether its sponsors' logos appear in the strip on the home page. */
  onHome: z.boolean(),
});

/** A sponsor. */
export const sponsorSchema = z.strictObject({
  /** The sponsor's name, the logo's text alternative. @example 'Quillmark' */
  name: z.string().min(1),
  /** Its logo: an SVG file in `public/sponsors/`, as its address. @example '/sponsors/quillmark.svg' */
  logo: z
    .string()
    .regex(/^\/sponsors\/[a-z0-9-]+\.svg$/, 'expected an SVG in public/sponsors/, e.g. "/sponsors/acme.svg"'),
  /** Where the logo leads: the sponsor's site. @example 'https://quillmark.example/' */
  link: z.url({ protocol: /^https$/, error: 'expected an https:// address' }),
  /** The `id` of its tier. @example 'partner' */
  tier: z.string().min(1),
});

export const sponsorsFileSchema = z.strictObject({
  /** Where to become a sponsor; the pages lead there, most of all while a tier has nobody yet. @example 'https://github.com/sponsors/lectern-docs' */
  join: z.url({ protocol: /^https$/, error: 'expected an https:// address' }),
  /** The tiers, highest first; the pages list them in this order. */
  tiers: z.array(sponsorTierSchema).min(1),
  /** The sponsors; each tier lists its own in this order. */
  sponsors: z.array(sponsorSchema),
});

export type SponsorTier = z.output<typeof sponsorTierSchema>;
export type Sponsor = z.output<typeof sponsorSchema>;
export type SponsorsFile = z.output<typeof sponsorsFileSchema>;

/** A tier with its sponsors, as the pages show it. */
export interface TierWithSponsors extends SponsorTier {
  sponsors: Sponsor[];
}

/**
 * The problems the schema cannot see: two tiers with one id, two sponsors with one name, a sponsor of a
 * tier the file does not have, a logo that is not in `public/`.
 */
export function sponsorsProblems(
  data: SponsorsFile,
  logoExists: (address: string) => boolean,
  publicFolder = 'public',
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const tierIds = data.tiers.map((tier) => tier.id);
  data.tiers.forEach((tier, index) => {
    if (tierIds.indexOf(tier.id) !== index)
      problems.push({ path: `tiers[${index}].id`, message: `"${tier.id}" is the id of an earlier tier` });
  });
  const names = data.sponsors.map((sponsor) => sponsor.name);
  data.sponsors.forEach((sponsor, index) => {
    if (names.indexOf(sponsor.name) !== index)
      problems.push({ path: `sponsors[${index}].name`, message: `"${sponsor.name}" is listed twice` });
    if (!tierIds.includes(sponsor.tier))
      problems.push({
        path: `sponsors[${index}].tier`,
        message: `no tier "${sponsor.tier}" (expected one of ${tierIds.join(', ')})`,
      });
    if (!logoExists(sponsor.logo))
      problems.push({ path: `sponsors[${index}].logo`, message: `no file ${publicFolder}${sponsor.logo}` });
  });
  return problems;
}

/** Every tier, highest first, with its sponsors in the file's order. */
export function tiersWithSponsors(data: SponsorsFile): TierWithSponsors[] {
  return data.tiers.map((tier) => ({
    ...tier,
    sponsors: data.sponsors.filter((sponsor) => sponsor.tier === tier.id),
  }));
}

/** The sponsors the home page shows: those of the tiers marked `onHome`, highest tier first. */
export function homeStripSponsors(data: SponsorsFile): (Sponsor & { tierName: string })[] {
  return tiersWithSponsors(data)
    .filter((tier) => tier.onHome)
    .flatMap((tier) => tier.sponsors.map((sponsor) => ({ ...sponsor, tierName: tier.name })));
}

/**
 * Checks the sponsors file as the pages import it, its logos aside (those are checked when the site
 * starts, by {@link readSponsors}).
 *
 * @throws {DataFileError} naming the file, the field and the reason.
 */
export function checkSponsors(json: unknown): SponsorsFile {
  const data = checkDataFile(sponsorsFileSchema, json, SPONSORS_FILE);
  dataFileProblems(
    SPONSORS_FILE,
    sponsorsProblems(data, () => true),
  );
  return data;
}

/**
 * Reads and checks the sponsors file of the site at `root` (`file`, relative to it), its logos included
 * (in `publicDir`, the site's static files).
 *
 * @throws {DataFileError} naming the file, the field and the reason.
 */
export function readSponsors({
  root,
  file = SPONSORS_FILE,
  publicDir = path.join(root, 'public'),
}: {
  root: string;
  file?: string;
  publicDir?: string;
}): SponsorsFile {
  const data = readDataFile(sponsorsFileSchema, root, file);
  dataFileProblems(
    file,
    sponsorsProblems(
      data,
      (address) => existsSync(path.join(publicDir, address)),
      path.relative(root, publicDir).split(path.sep).join('/'),
    ),
  );
  return data;
}
