// Reading one of the site's data files (src/data/*.json): its JSON, checked against its schema, with
// every problem named by file, field and reason — `src/data/jobs.json: jobs[2].posted: expected a date
// written as YYYY-MM-DD (got "yesterday")` — never as a stack trace.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, formatConfigIssues, parseConfig } from '@lectern/theme-core/config';
import type { z } from 'astro/zod';

/** A data file that cannot be used: its message lists every problem, one per line. */
export class DataFileError extends Error {
  override readonly name = 'DataFileError';
}

/**
 * Checks the parsed JSON of a data file against its schema. `file` is the path shown in messages,
 * relative to the site's root.
 *
 * @throws {DataFileError} naming the file, the field and what is wrong with it.
 */
export function checkDataFile<Schema extends z.ZodType>(
  schema: Schema,
  json: unknown,
  file: string,
): z.output<Schema> {
  try {
    return parseConfig(schema, json, { file });
  } catch (error) {
    if (error instanceof ConfigError) throw new DataFileError(error.message);
    throw error;
  }
}

/**
 * Parses the JSON text of a data file and checks it like {@link checkDataFile}.
 *
 * @throws {DataFileError} naming the file, the field and what is wrong with it.
 */
export function parseDataFile<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
  file: string,
): z.output<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DataFileError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  return checkDataFile(schema, json, file);
}

/** Reads a data file of the site at `root` (`src/data/sponsors.json`) and parses it like {@link parseDataFile}. */
export function readDataFile<Schema extends z.ZodType>(
  schema: Schema,
  root: string,
  file: string,
): z.output<Schema> {
  let text: string;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    throw new DataFileError(`${file}: the file cannot be read`);
  }
  return parseDataFile(schema, text, file);
}

/** One problem the schema cannot see (a link between two entries, a missing file), worded the same way. */
export function dataFileProblems(file: string, problems: readonly { path: string; message: string }[]): void {
  if (problems.length > 0) throw new DataFileError(formatConfigIssues(problems, file));
}
