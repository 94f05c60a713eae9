// One JSON file of API data (a component's, in the API loader's folder, or as an older version's git ref
// has it), checked against theme-core's schema, and the error that lists every problem of a load.
import { componentApiSchema, safeParseConfig } from '@lectern/theme-core/config';
import { SiteError } from '../site/site-error.js';
import { frontmatterProblemLines } from './docs-loader.js';

/** Thrown once per load with every problem of every API data file, one line each. */
export class ApiDataError extends SiteError {
  override readonly name = 'ApiDataError';
  constructor(readonly lines: readonly string[]) {
    super(
      `${lines.length === 1 ? 'An API data file is' : 'API data files are'} invalid:\n${lines.join('\n')}`,
    );
  }
}

/** `file:line:column` of a position in a text, from 1. */
function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

/**
 * One file's data, or its problems: `src/content/api/alert.json:3:5: invalid JSON: …`, or one line per
 * field the schema rejects (`src/content/api/alert.json: props[0].type: missing required field`).
 */
export function readApiFile(
  text: string,
  file: string,
): { data: Record<string, unknown> } | { problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /\bposition (\d+)/.exec(message)?.[1];
    const at = position === undefined ? '' : `:${lineAndColumn(text, Number(position))}`;
    const reason = message
      .replace(/\s*(?:in JSON )?at position \d+(?: \(line \d+ column \d+\))?/, '')
      // Node quotes the whole text after some messages: the file is named already.
      .replace(/, "[\s\S]*" is not valid JSON$/, '');
    return { problems: [`${file}${at}: invalid JSON: ${reason}`] };
  }
  const result = safeParseConfig(componentApiSchema, json);
  if (!result.success) return { problems: frontmatterProblemLines(file, result.issues) };
  return { data: result.data };
}
