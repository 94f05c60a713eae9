import type { LecternUserConfig } from '@lectern/astro';
import { type Migration, NoteList } from './migration.js';

/** Gathers a migrated site's files, copies, redirects and notes, then gives the {@link Migration}. */
export class SiteBuilder {
  readonly notes = new NoteList();
  readonly #files = new Map<string, string>();
  readonly #copies = new Map<string, string>();
  readonly #redirects = new Map<string, string>();
  /** Where each written file came from, to name both files when two land on one path. */
  readonly #origins = new Map<string, string>();

  #claim(target: string, origin: string): boolean {
    const earlier = this.#origins.get(target);
    if (earlier !== undefined) {
      this.notes.add(origin, `would be written to ${target}, as ${earlier} already is: left out`);
      return false;
    }
    this.#origins.set(target, origin);
    return true;
  }

  /** A written file (a page), by its path in the site; `origin` is its source file. */
  write(target: string, text: string, origin: string): void {
    if (this.#claim(target, origin)) this.#files.set(target, text);
  }

  /** A file copied as it is. */
  copy(target: string, absolute: string, origin: string): void {
    if (this.#copies.get(target) === absolute) return;
    if (this.#claim(target, origin)) this.#copies.set(target, absolute);
  }

  /**
   * An old address (without language, as written after the site's root: `guide/setup.html`) and the page
   * it now is (`/guide/setup/`). An old address that is the page's own address is kept too: the page is
   * now under its language (`/en/guide/setup/`), and the entry answers the address without it.
   */
  redirect(from: string, to: string, origin: string): void {
    const key = from.replace(/^\/+|\/+$/g, '');
    if (key === '') return;
    const earlier = this.#redirects.get(key);
    if (earlier !== undefined && earlier !== to) {
      this.notes.add(
        origin,
        `old address /${key} led to two pages (${earlier} and ${to}): it leads to ${earlier}`,
      );
      return;
    }
    this.#redirects.set(key, to);
  }

  finish(title: string, config: LecternUserConfig, locales: readonly string[]): Migration {
    const sortedMap = <T>(map: Map<string, T>) =>
      new Map([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return {
      title,
      config,
      locales,
      files: sortedMap(this.#files),
      copies: sortedMap(this.#copies),
      redirects: Object.fromEntries(sortedMap(this.#redirects)),
      notes: this.notes.sorted(),
    };
  }
}
