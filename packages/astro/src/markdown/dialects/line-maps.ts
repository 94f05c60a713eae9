/**
 * How the pages rewritten by `withSourceDialects` map back to their files, so a warning of the Markdown
 * plugins names the line of the file, not of the rewritten text.
 */

/** How a rewritten page's lines map back to its file, for the warnings of the Markdown plugins. */
export interface LineMap {
  /** The text the Markdown processor was given. */
  text: string;
  /** For each line of `text`, the line of the file. */
  lines: number[];
}

/** The line maps of the pages a site's Markdown processor renders, by file URL (see {@link createLineMaps}). */
export interface LineMaps {
  /** Keeps a page's line map for its warnings, or forgets it when the page was not rewritten. */
  remember(fileURL: URL, map: LineMap | undefined): void;
  /**
   * The line in the page's file of a line of the text the Markdown processor was given, when the page was
   * rewritten (and its text is the one remembered); `undefined` when it was not (the caller counts as before).
   */
  fileLineOf(fileURL: URL | undefined, source: string, line: number): number | undefined;
}

/**
 * The line maps of one site's Markdown: made with its processor (see `markdownSettings`), filled by
 * `withSourceDialects` and read by the reporters of its Markdown plugins (`markdownReporter`), so that
 * another site or build in the same process keeps its own.
 *
 * @example
 * const lineMaps = createLineMaps();
 * withSourceDialects(processor, { root, lineMaps });
 * markdownReporter({ root, warn, lineMaps });
 */
export function createLineMaps(): LineMaps {
  const maps = new Map<string, LineMap>();
  return {
    remember(fileURL, map) {
      if (map === undefined) maps.delete(fileURL.href);
      else maps.set(fileURL.href, map);
    },
    fileLineOf(fileURL, source, line) {
      const map = fileURL && maps.get(fileURL.href);
      if (!map || map.text !== source) return undefined;
      return map.lines[line - 1] ?? map.lines.at(-1);
    },
  };
}
