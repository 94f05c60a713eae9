// A content loader of the documented components' API data: one JSON file per component, checked against
// theme-core's schema, each problem on a line of its own naming the file and the field. Read on every
// build and, in `astro dev`, again when a file of the folder changes.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { componentApiSchema, safeParseConfig } from '@lectern/theme-core/config';
import type { Loader, LoaderContext } from 'astro/loaders';
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

/** The options of {@link apiLoader}. */
export interface ApiLoaderOptions {
  /** The folder of the JSON files, relative to the site's root. Default: `./src/content/api`. */
  base?: string;
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

/**
 * The API data of the documented components as a content collection: one JSON file per component in
 * `src/content/api/` (`button.json` is the entry `button`), each checked against theme-core's
 * `componentApiSchema`. Every problem of every file is collected and the load fails once, listing them.
 * `<ApiTable of="button" />` shows an entry's tables.
 *
 * @example
 * // src/content.config.ts
 * export const collections = { api: defineCollection({ loader: apiLoader() }) };
 */
export function apiLoader({
  base = './src/content/api',
}: ApiLoaderOptions = {}): Loader & { schema: typeof componentApiSchema } {
  return {
    name: '@lectern/astro',
    schema: componentApiSchema,
    async load(context: LoaderContext) {
      const root = context.config?.root ? fileURLToPath(context.config.root) : process.cwd();
      const dir = path.resolve(root, base);
      const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');
      if (!existsSync(dir)) {
        throw new ApiDataError([
          `${shown(dir)}: no such folder: apiLoader() reads one JSON file per component from it (button.json for <ApiTable of="button" />)`,
        ]);
      }
      const sync = async () => {
        const problems: string[] = [];
        const files = readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .sort();
        context.store.clear();
        for (const name of files) {
          const file = path.join(dir, name);
          const read = readApiFile(readFileSync(file, 'utf8'), shown(file));
          if ('problems' in read) {
            problems.push(...read.problems);
            continue;
          }
          const id = name.slice(0, -'.json'.length);
          const data = await context.parseData({ id, data: read.data, filePath: shown(file) });
          context.store.set({ id, data, filePath: shown(file), digest: context.generateDigest(data) });
        }
        if (problems.length > 0) throw new ApiDataError(problems);
      };
      await sync();
      if (!context.watcher) return;
      context.watcher.add(dir);
      context.watcher.on('all', (_event, file) => {
        if (path.dirname(file) !== dir || !file.endsWith('.json')) return;
        sync().catch((error: unknown) => context.logger.error((error as Error).message));
      });
    },
  };
}
