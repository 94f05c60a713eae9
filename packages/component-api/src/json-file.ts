// A JSON file a reader is given (a Custom Elements Manifest, published API data), checked against its
// schema: each problem names the option, the file as the site wrote it, or the field.
import { readFileSync } from 'node:fs';
import { safeParseConfig } from '@lectern/theme-core/config';
import type { z } from 'zod';
import { ApiSourceError } from './api-source-error.js';

/** How a file is named in problems: the option that gives it, as written there, and what it should be. */
export interface JsonFileNames {
  /** `customElements.manifest`. */
  readonly option: string;
  /** The file as the option writes it: `./node_modules/my-ui/custom-elements.json`. */
  readonly shown: string;
  /** What the file should be, in "… is not {what}:": `a Custom Elements Manifest the API loader can read`. */
  readonly what: string;
}

/** The data of the JSON file `file`, as `schema` parses it, or an {@link ApiSourceError} naming the problem. */
export function readJsonFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  { option, shown, what }: JsonFileNames,
): z.output<Schema> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ApiSourceError(`${option}: ${shown}: no such file`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ApiSourceError(`${shown}: invalid JSON: ${(error as Error).message}`);
  }
  const parsed = safeParseConfig(schema, json);
  if (!parsed.success) {
    throw new ApiSourceError(
      [
        `${shown} is not ${what}:`,
        ...parsed.issues.map((issue) => `  ${issue.path || '(top)'}: ${issue.message}`),
      ].join('\n'),
    );
  }
  return parsed.data;
}
