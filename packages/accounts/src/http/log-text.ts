/** The longest text from a request that a log line repeats; the rest is cut off and counted. */
export const LOG_TEXT_MAX_LENGTH = 200;

/**
 * Characters that could make one log line look like several, or hide or reorder what follows: control
 * characters (newlines included), the Unicode line and paragraph separators, and the bidirectional
 * overrides and isolates.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Text that came from a request (a query parameter, a header), quoted for one line of the server's log:
 * in double quotes, with quotes, backslashes and every unsafe character escaped (`\n`, `\u2028`), and cut
 * to {@link LOG_TEXT_MAX_LENGTH} characters. A visitor cannot start a line of their own in the log.
 *
 * @example quoteForLog('line1\n[lectern-accounts] forged') // '"line1\\n[lectern-accounts] forged"'
 * @example quoteForLog(null) // 'none'
 */
export function quoteForLog(text: string | null | undefined, maxLength = LOG_TEXT_MAX_LENGTH): string {
  if (text === null || text === undefined) return 'none';
  // Counted and cut by code points, so that no half of a surrogate pair is left at the end.
  const points = text.length > maxLength ? Array.from(text) : undefined;
  const cut = points !== undefined && points.length > maxLength;
  const kept = cut ? points.slice(0, maxLength).join('') : text;
  const escaped = kept
    .replace(/["\\]/g, (character) => `\\${character}`)
    .replace(UNSAFE_CHARACTERS, escapeCharacter);
  return `"${escaped}"${cut ? ` (cut, ${points?.length} characters in all)` : ''}`;
}

function escapeCharacter(character: string): string {
  switch (character) {
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
    default:
      return `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;
  }
}
