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

/** The line maps of the pages being rendered, by file URL. */
const lineMaps = new Map<string, LineMap>();

/**
 * The line in the page's file of a line of the text the Markdown processor was given, when the page was
 * rewritten by {@link withSourceDialects}; `undefined` when it was not (the caller counts as before).
 */
export function fileLineOf(fileURL: URL | undefined, source: string, line: number): number | undefined {
  const map = fileURL && lineMaps.get(fileURL.href);
  if (!map || map.text !== source) return undefined;
  return map.lines[line - 1] ?? map.lines.at(-1);
}

/** Keeps a page's line map for its warnings, or forgets it when the page was not rewritten. */
export function rememberLineMap(fileURL: URL, map: LineMap | undefined): void {
  if (map === undefined) lineMaps.delete(fileURL.href);
  else lineMaps.set(fileURL.href, map);
}
