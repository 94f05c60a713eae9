// A package's CHANGELOG.md as changesets writes it — `## 1.2.0`, then `### Minor Changes` and the like,
// then one list item per change — read into its releases, each change's note rendered as HTML.

import type { ListItem, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { valid } from 'semver';
import { SiteError } from '../site/site-error.js';
import {
  dependencyNoteHtml,
  dependencyUpdate,
  listItemHtml,
  nodesToHtml,
  plainText,
} from './release-notes-html.js';

/** The kind of a change, as changesets names the sections of a release. */
export type ChangeKind = 'major' | 'minor' | 'patch' | 'other';

/** The changes of one kind in a release. */
export interface ReleaseSection {
  kind: ChangeKind;
  /** The section's title, e.g. `Minor Changes`. */
  title: string;
  /** Each change's note, as HTML. */
  notes: string[];
}

/** One version of a package and what changed in it. */
export interface ChangelogRelease {
  version: string;
  sections: ReleaseSection[];
}

/** The standard titles of the sections, by kind. */
export const SECTION_TITLES: Readonly<Record<Exclude<ChangeKind, 'other'>, string>> = {
  major: 'Major Changes',
  minor: 'Minor Changes',
  patch: 'Patch Changes',
};

/** A changelog that cannot be read: its message names the file, the line and what is wrong. */
export class ChangelogError extends SiteError {
  override readonly name = 'ChangelogError';
}

function kindOf(title: string): ChangeKind {
  const match = /^(major|minor|patch)\b/i.exec(title.trim());
  return match?.[1] ? (match[1].toLowerCase() as ChangeKind) : 'other';
}

/** The notes of a section's list items, with changesets' "Updated dependencies" lines made one. */
function notesOf(items: readonly ListItem[]): string[] {
  const notes: string[] = [];
  const dependencies: string[] = [];
  let dependencyNoteAt = -1;
  for (const item of items) {
    const updated = dependencyUpdate(item);
    if (updated === undefined) {
      notes.push(listItemHtml(item));
      continue;
    }
    if (dependencyNoteAt < 0) {
      dependencyNoteAt = notes.length;
      notes.push('');
    }
    for (const dependency of updated) if (!dependencies.includes(dependency)) dependencies.push(dependency);
  }
  if (dependencyNoteAt >= 0) notes[dependencyNoteAt] = dependencyNoteHtml(dependencies);
  return notes;
}

/**
 * The releases of a changelog in the order written (changesets writes the newest first). `file` names
 * the changelog in error messages.
 *
 * @throws {ChangelogError} when a `##` heading is not a version, naming the file and the line.
 * @example parseChangelog('# pkg\n\n## 1.1.0\n\n### Minor Changes\n\n- Adds X.\n', 'CHANGELOG.md')
 * // [{ version: '1.1.0', sections: [{ kind: 'minor', title: 'Minor Changes', notes: ['Adds X.'] }] }]
 */
export function parseChangelog(markdown: string, file: string): ChangelogRelease[] {
  const tree = fromMarkdown(markdown);
  const releases: ChangelogRelease[] = [];
  let release: ChangelogRelease | undefined;
  let section: ReleaseSection | undefined;
  const sectionFor = (current: ChangelogRelease): ReleaseSection => {
    if (section) return section;
    section = { kind: 'other', title: 'Notes', notes: [] };
    current.sections.push(section);
    return section;
  };
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading' && node.depth === 1) continue;
    if (node.type === 'heading' && node.depth === 2) {
      const version = plainText(node).trim();
      if (!valid(version)) {
        const line = node.position?.start.line ?? 0;
        throw new ChangelogError(
          `${file}:${line}: expected a version heading such as "## 1.2.0" (got "## ${version}")`,
        );
      }
      release = { version, sections: [] };
      section = undefined;
      releases.push(release);
      continue;
    }
    if (!release) continue;
    if (node.type === 'heading' && node.depth === 3) {
      const title = plainText(node).trim();
      section = { kind: kindOf(title), title, notes: [] };
      release.sections.push(section);
      continue;
    }
    if (node.type === 'list') sectionFor(release).notes.push(...notesOf(node.children));
    else sectionFor(release).notes.push(nodesToHtml([node]));
  }
  return releases;
}
