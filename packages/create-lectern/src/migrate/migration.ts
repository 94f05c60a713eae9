import type { LecternUserConfig } from '@lectern/astro';

/** Something the migration could not carry over, where it is written. */
export interface MigrationNote {
  /** The file, relative to the source folder. */
  readonly file: string;
  /** Its line, counted from 1, when known. */
  readonly line?: number | undefined;
  readonly message: string;
}

/** A Lectern site made from another tool's docs, before it is written. */
export interface Migration {
  /** The site's title, for its package and README. */
  readonly title: string;
  /** The theme settings (`lectern({ config })`). */
  readonly config: LecternUserConfig;
  /** The site's language codes, the default first. */
  readonly locales: readonly string[];
  /** The pages and other written files, by their path in the site. */
  readonly files: ReadonlyMap<string, string>;
  /** Files copied as they are: their path in the site, and the source file's absolute path. */
  readonly copies: ReadonlyMap<string, string>;
  /** The redirect table: old path (without locale) → new page (without locale, trailing slash). */
  readonly redirects: Readonly<Record<string, string>>;
  readonly notes: readonly MigrationNote[];
}

/** The tools a site can be moved from. */
export const MIGRATION_SOURCES = ['vitepress', 'starlight', 'docusaurus'] as const;
export type MigrationSource = (typeof MIGRATION_SOURCES)[number];

/** Collects notes and keeps them in a stable order (by file, line, then text). */
export class NoteList {
  readonly #notes: MigrationNote[] = [];
  add(file: string, message: string, line?: number): void {
    this.#notes.push(line === undefined ? { file, message } : { file, line, message });
  }
  sorted(): MigrationNote[] {
    const seen = new Set<string>();
    return [...this.#notes]
      .sort(
        (a, b) =>
          a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || a.message.localeCompare(b.message),
      )
      .filter((note) => {
        const key = `${note.file}\0${note.line}\0${note.message}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }
}
