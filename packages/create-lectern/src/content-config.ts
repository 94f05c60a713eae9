import path from 'node:path';
import type { CreateOptions } from './create-options.js';

/** Where a new site reads its components' API: a React library's entry module and tsconfig. */
export interface ApiSource {
  /** From the site's root, as the config writes it: `./src/components/index.ts`, `../ui/src/index.ts`. */
  readonly entry: string;
  readonly tsconfig: string | undefined;
}

/** The sample component's: the module of the site's components and the site's own tsconfig. */
export const SAMPLE_API_SOURCE: ApiSource = {
  entry: './src/components/index.ts',
  tsconfig: './tsconfig.json',
};

/** A file's path from the site's folder, with `/` between segments: `../ui/src/index.ts`, `./src/x.ts`. */
export function pathFromSite(folder: string, file: string): string {
  const relative = path.relative(folder, file);
  // On another drive there is no relative path: the file's own.
  if (path.isAbsolute(relative)) return file.split(path.sep).join('/');
  const written = relative.split(path.sep).join('/');
  return written.startsWith('../') ? written : `./${written}`;
}

/** The library of `--api`, from the site's folder; without it, the sample component's. */
export function apiSource(options: Pick<CreateOptions, 'api'>, folder: string): ApiSource {
  if (options.api === undefined) return SAMPLE_API_SOURCE;
  return {
    entry: pathFromSite(folder, options.api.entry),
    tsconfig: options.api.tsconfig === undefined ? undefined : pathFromSite(folder, options.api.tsconfig),
  };
}

/** How long a line of the written config may be before the paths go one a line. */
const LINE_WIDTH = 110;

function quoted(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/**
 * `src/content.config.ts`: the pages, and the API read from the TypeScript of the sample component or of
 * the library of `--api` (no JSON files: `base: false`).
 */
export function contentConfig(options: Pick<CreateOptions, 'api'>, folder: string): string {
  const source = apiSource(options, folder);
  const fields = [
    `entry: ${quoted(source.entry)}`,
    ...(source.tsconfig === undefined ? [] : [`tsconfig: ${quoted(source.tsconfig)}`]),
  ];
  const oneLine = `      react: { ${fields.join(', ')} },`;
  // Long paths, one a line.
  const react =
    oneLine.length <= LINE_WIDTH
      ? [oneLine]
      : ['      react: {', ...fields.map((field) => `        ${field},`), '      },'];
  const about =
    options.api === undefined
      ? [
          '  // The API of your components, read from their TypeScript and JSDoc as the site builds: every component',
          '  // the entry module exports is an entry (Button → <ApiTable of="button" />). For your own library, give',
          '  // its entry module and tsconfig.json from this folder, such as',
          "  // react: { entry: '../my-ui/src/index.ts', tsconfig: '../my-ui/tsconfig.json' }.",
        ]
      : [
          "  // The API of your library's components, read from their TypeScript and JSDoc as the site builds:",
          '  // every component the entry module exports is an entry (DatePicker → <ApiTable of="date-picker" />).',
        ];
  return [
    "import { defineCollection } from 'astro:content';",
    "import { apiLoader, docsLoader } from '@lectern/astro/loaders';",
    '',
    'export const collections = {',
    '  // The pages: src/content/docs/{language}/… as Markdown or MDX.',
    '  docs: defineCollection({ loader: docsLoader() }),',
    ...about,
    '  api: defineCollection({',
    '    loader: apiLoader({',
    '      // No JSON files: without this line, src/content/api/*.json add what the code does not say.',
    '      base: false,',
    ...react,
    '    }),',
    '  }),',
    '};',
    '',
  ].join('\n');
}
