// The fields the releases layout reads from its page's frontmatter, checked like the theme's own: a wrong
// value names the file, the field, what was expected and what was given.
import { parseConfig } from '@lectern/theme-core/config';
import { z } from 'astro/zod';

/** One published (or upcoming) version of the packages. */
export const releaseSchema = z.strictObject({
  /** The version, e.g. `0.1.0`; the notes have a `## 0.1.0` heading for it. */
  version: z.string().regex(/^\d+\.\d+\.\d+(?:-[\w.]+)?$/, 'expected a version like 1.2.3'),
  /** When it was published; left out while the release is being prepared. */
  date: z.coerce.date().optional(),
  /** The packages it publishes, e.g. `@lectern/astro`. */
  packages: z.array(z.string().min(1)).min(1),
  /** What changed that readers should know first, one sentence each. */
  highlights: z.array(z.string().min(1)).min(1),
});

/** A release as the layout shows it. */
export type Release = z.output<typeof releaseSchema>;

const releasesPageSchema = z.looseObject({ releases: z.array(releaseSchema).min(1) });

/** A release with the heading of its notes, which its entry in the summary links to. */
export interface ReleaseWithNotes extends Release {
  /** The `id` of the notes' `## {version}` heading. */
  notesId: string;
}

/**
 * The releases of a page, newest first as written, each with the heading of its notes. Fails naming the
 * file and the field when the frontmatter is wrong or a release has no `## {version}` heading.
 */
export function releasesOf(
  frontmatter: Record<string, unknown>,
  headings: readonly { depth: number; slug: string; text: string }[],
  file: string,
): ReleaseWithNotes[] {
  const { releases } = parseConfig(releasesPageSchema, frontmatter, { file });
  return releases.map((release, index) => {
    const heading = headings.find((entry) => entry.depth === 2 && entry.text.trim() === release.version);
    if (!heading) {
      throw new Error(
        `${file}: releases[${index}].version: the notes have no "## ${release.version}" heading to link to`,
      );
    }
    return { ...release, notesId: heading.slug };
  });
}
