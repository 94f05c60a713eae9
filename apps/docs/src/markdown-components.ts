// How the site's own components read in the pages' Markdown sources (`/en/…/alert.md`, the "Copy page"
// button, llms.txt readers): a reference becomes Markdown tables from the same schema, the sponsors and
// jobs lists. The theme's built-ins (Example, ApiTable, Badge) have their own.
import { type MarkdownComponent, markdownTable as table } from '@lectern/astro';
import { describeSchema, pageMetadataSchema, themeConfigSchema } from '@lectern/theme-core/config';
import {
  COLOUR_PAIRS,
  colourProperty,
  colourRows,
  contrastRows,
  THEME_NAMES,
} from './areas/brand/brand-colours';
import { brandFiles } from './areas/brand/brand-files';
import { checkJobs, isOpen, jobListings } from './areas/jobs/jobs-data';
import { areaText } from './areas/labels';
import { checkSponsors, homeStripSponsors, tiersWithSponsors } from './areas/sponsors/sponsors-data';
import jobsJson from './data/jobs.json';
import sponsorsJson from './data/sponsors.json';

const ConfigReference: MarkdownComponent = ({ schema, show = 'all', headingLevel = '3' }) => {
  const [top, ...types] = describeSchema(schema === 'page' ? pageMetadataSchema : themeConfigSchema);
  const hashes = '#'.repeat(Number(headingLevel));
  const fields = (section: NonNullable<typeof top>) =>
    table(
      ['Field', 'Type', 'Default', 'Description'],
      section.fields.map((field) => [
        `\`${field.path}\`${field.required ? ' (required)' : ''}`,
        `\`${field.type}\``,
        field.default === null ? '' : `\`${field.default}\``,
        field.description ?? '',
      ]),
    );
  const parts: string[] = [];
  if (top && show !== 'types') parts.push(fields(top));
  if (show !== 'fields') {
    for (const type of types) {
      parts.push(`${hashes} ${type.name}`);
      if (type.description) parts.push(type.description);
      parts.push(fields(type));
    }
  }
  return parts.join('\n\n');
};

const sponsors = checkSponsors(sponsorsJson);

const SponsorTiers: MarkdownComponent = () =>
  tiersWithSponsors(sponsors)
    .map((tier) =>
      [
        `## ${tier.name}`,
        `**${tier.amount}** — ${tier.perks}`,
        tier.sponsors.length > 0
          ? tier.sponsors.map((sponsor) => `- [${sponsor.name}](${sponsor.link})`).join('\n')
          : `${areaText('en', 'sponsors.tier.empty')} [${areaText('en', 'sponsors.tier.join')}](${sponsors.join})`,
      ].join('\n\n'),
    )
    .join('\n\n');

const SponsorTierCards: MarkdownComponent = () =>
  sponsors.tiers.map((tier) => `- **${tier.name}** (${tier.amount}): ${tier.perks}`).join('\n');

const SponsorStrip: MarkdownComponent = ({ lang }) => {
  const language = typeof lang === 'string' ? lang : 'en';
  const strip = homeStripSponsors(sponsors);
  const page = `/${language}/sponsors/`;
  return strip.length > 0
    ? strip.map((sponsor) => `- [${sponsor.name}](${sponsor.link}) (${sponsor.tierName})`).join('\n')
    : `${areaText(language, 'sponsors.strip.empty')} [${areaText(language, 'sponsors.strip.how')}](${page})`;
};

/** The listings open when the site was built; the page itself checks again in the reader's browser. */
const JobBoard: MarkdownComponent = () => {
  const now = new Date();
  const open = jobListings(checkJobs(jobsJson)).filter((listing) => isOpen(listing, now));
  if (open.length === 0) return areaText('en', 'jobs.noneOpen');
  return open
    .map(
      (listing) =>
        `- [${listing.title}](${listing.link}) — ${listing.company}, ${listing.location}${listing.remote ? ' (remote)' : ''}, posted ${listing.posted}`,
    )
    .join('\n');
};

const BrandLogos: MarkdownComponent = () =>
  brandFiles()
    .map(
      (file) =>
        `- [${file.name}](/brand/${file.name}) — the ${file.kind} for ${file.background} backgrounds, ${file.format.toUpperCase()}${file.format === 'png' ? ` ${file.width} × ${file.height}` : ''}`,
    )
    .join('\n');

const ThemeColours: MarkdownComponent = () => {
  const names = Object.keys(THEME_NAMES) as (keyof typeof THEME_NAMES)[];
  const colours = names.map((theme) => colourRows(theme));
  const contrasts = names.map((theme) => contrastRows(theme));
  return [
    table(
      ['Colour', 'Custom property', ...names.map((theme) => THEME_NAMES[theme])],
      (colours[0] ?? []).map((row, index) => [
        row.token,
        `\`${colourProperty(row.token)}\``,
        ...colours.map((rows) => `\`${rows[index]?.hex}\``),
      ]),
    ),
    table(
      ['Pair', 'Minimum', ...names.map((theme) => THEME_NAMES[theme])],
      COLOUR_PAIRS.map((pair, index) => [
        `${pair.foreground} on ${pair.background}`,
        `${pair.minimum}:1`,
        ...contrasts.map((rows) => `${rows[index]?.ratio.toFixed(2)}:1`),
      ]),
    ),
  ].join('\n\n');
};

export default {
  BrandLogos,
  ThemeColours,
  JobBoard,
  SponsorTiers,
  SponsorTierCards,
  SponsorStrip,
  ConfigReference,
} satisfies Record<string, MarkdownComponent>;
