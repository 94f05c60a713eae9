/**
 * Parts of a source file that pages quote: a named region (`// #region setup` … `// #endregion`) or a
 * range of lines. Used by snippet imports (`<<< ./file.ts#setup{2-3}`) and includes
 * (`<!--@include: ./part.md#intro-->`).
 */

/**
 * A region marker in any common comment syntax: `// #region name`, a block comment, `<!-- #region name -->`,
 * `#region name` (C#), `# region name` (Python), `-- #region` (SQL, Lua), `#pragma region`.
 */
const REGION_MARKER =
  /^\s*(?:(?:\/\/|\/\*+|<!--|--|;|\{\/\*)\s*#?|#)\s*(?:pragma\s+)?(end)?region\b[ \t]*([\w$.-]*)/;

/** What a line is, as far as regions go. */
function regionMarker(line: string): { end: boolean; name: string } | undefined {
  const match = REGION_MARKER.exec(line);
  return match ? { end: match[1] !== undefined, name: match[2] ?? '' } : undefined;
}

/**
 * The lines of the region `name`, without the region markers inside it; `undefined` when the file has
 * no such region. An unclosed region runs to the end of the file.
 *
 * @example codeRegion('a\n// #region x\nb\n// #endregion x\nc', 'x') // 'b'
 */
export function codeRegion(text: string, name: string): string | undefined {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => {
    const marker = regionMarker(line);
    return marker !== undefined && !marker.end && marker.name === name;
  });
  if (start === -1) return undefined;
  // Regions nest: an end marker closes the innermost open one, named or not.
  let depth = 0;
  const kept: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const marker = regionMarker(line);
    if (marker && !marker.end) depth += 1;
    if (marker?.end) {
      if (depth === 0) break;
      depth -= 1;
    }
    if (!marker) kept.push(line);
  }
  return trimCommonIndent(kept).join('\n');
}

/** Takes away the indentation every non-blank line shares, so a region from inside a function reads flush. */
function trimCommonIndent(lines: string[]): string[] {
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(Math.min(common, line.length - line.trimStart().length)));
}

/**
 * The lines `from`–`to` of a text, counted from 1, both included; an open end runs to the first or last
 * line. `{3,}`, `{,10}` and `{2,5}` in an include read as `lineRange(text, 3)`, `(text, undefined, 10)`
 * and `(text, 2, 5)`.
 */
export function lineRange(text: string, from?: number, to?: number): string {
  const lines = text.split(/\r?\n/);
  return lines.slice(Math.max(0, (from ?? 1) - 1), to ?? lines.length).join('\n');
}

/**
 * The text without the region markers in it (a whole file quoted, whose regions are there for other
 * pages), and without the one line break a file ends with.
 */
export function withoutRegionMarkers(text: string): string {
  return text
    .replace(/\r?\n$/, '')
    .split(/\r?\n/)
    .filter((line) => regionMarker(line) === undefined)
    .join('\n');
}
