/** Visible rows of a textarea when `rows` is not given, from the component rules. */
export const TEXTAREA_ROWS = 5;

/** How many lines the text has, counting only line breaks it contains; an empty text has one line. */
export function lineCount(text: string): number {
  return text.split('\n').length;
}

/**
 * How many rows a measured content height fills: the scroll height less the block padding, in lines of
 * `lineHeight` pixels. 0 when it cannot be measured (no layout, or a line height that is not a number).
 */
export function measuredRows(scrollHeight: number, lineHeight: number, paddingBlock: number): number {
  if (!(lineHeight > 0) || !(scrollHeight > 0)) return 0;
  return Math.ceil((scrollHeight - Math.max(0, paddingBlock)) / lineHeight - 0.01);
}

/**
 * Rows an auto-growing textarea shows: as many as the content needs, never fewer than `rows`, and never
 * more than `maxRows` when it is given (a `maxRows` below `rows` leaves it at `rows`).
 */
export function autoGrowRows(contentRows: number, rows: number, maxRows?: number): number {
  const capped = maxRows === undefined ? contentRows : Math.min(contentRows, maxRows);
  return Math.max(rows, capped);
}

/** The counter's text: the length, and the limit when there is one, e.g. "12 / 200". */
export function counterText(length: number, maxLength?: number): string {
  return maxLength === undefined ? `${length}` : `${length} / ${maxLength}`;
}
