import type { CreateOptions } from '../create-options.js';
import { packageJson, pnpmSettings, type ScaffoldVersions } from '../site-files.js';
import type { Migration, MigrationNote, MigrationSource } from './migration.js';

/** The template's files a migrated site takes as they are. */
const TEMPLATE_FILES = ['gitignore', 'tsconfig.json', 'public/favicon.svg'];

/** A name as an object key in code: bare when it can be. */
function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name);
}

function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}

/** A value as TypeScript code on one line. */
function inlineCode(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return `[${value.map(inlineCode).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return entries.length === 0
      ? '{}'
      : `{ ${entries.map(([name, item]) => `${key(name)}: ${inlineCode(item)}`).join(', ')} }`;
  }
  return String(value);
}

/** How long a line of the written config may be before a value is spread over several. */
const LINE_WIDTH = 100;

/** A value as TypeScript code, indented from `indent`: on one line when it fits, else one entry a line. */
export function toCode(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  const inline = inlineCode(value);
  if (indent.length + inline.length <= LINE_WIDTH - 20) return inline;
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${toCode(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${toCode(item, inner)},`).join('\n')}\n${indent}}`;
  }
  return String(value);
}

/** The tool and config a site was migrated from, for its comments and README. */
export interface MigrationOrigin {
  readonly tool: MigrationSource;
  readonly configFile: string;
}

const TOOL_NAMES: Record<MigrationSource, string> = {
  vitepress: 'VitePress',
  starlight: 'Starlight',
  docusaurus: 'Docusaurus',
};

function astroConfig(migration: Migration, origin: MigrationOrigin): string {
  const options: Record<string, unknown> = { config: migration.config };
  if (Object.keys(migration.redirects).length > 0) options.redirects = 'redirects.json';
  return [
    "import { lectern } from '@lectern/astro';",
    "import { defineConfig } from 'astro/config';",
    '',
    `// Moved from ${TOOL_NAMES[origin.tool]} (${origin.configFile}) by \`create-lectern migrate\`. The options of`,
    '// lectern() are typed: the configuration reference lists them all: https://lectern.dev/en/reference/configuration/',
    'export default defineConfig({',
    '  // The address the site is published at, for canonical links, the sitemap and link previews:',
    "  // site: 'https://docs.example.com',",
    '  integrations: [',
    `    lectern(${toCode(options, '    ')}),`,
    '  ],',
    '});',
    '',
  ].join('\n');
}

const CONTENT_CONFIG = [
  "import { defineCollection } from 'astro:content';",
  "import { docsLoader } from '@lectern/astro/loaders';",
  '',
  'export const collections = {',
  '  // The pages: src/content/docs/{language}/… as Markdown or MDX.',
  '  docs: defineCollection({ loader: docsLoader() }),',
  '};',
  '',
].join('\n');

/** A note as the report prints it: `file:line: message`. */
export function noteLine(note: MigrationNote): string {
  return `${note.file}${note.line === undefined ? '' : `:${note.line}`}: ${note.message}`;
}

/**
 * The notes as the command prints them: a message said of several places once, at its first place, with
 * how many more there are (the new site's README lists them all). Generated pages repeat the same fields.
 */
export function noteSummaryLines(notes: readonly MigrationNote[]): string[] {
  const byMessage = new Map<string, { first: MigrationNote; count: number }>();
  for (const note of notes) {
    // A component used twice on one page is the same note as one used once on another.
    const key = note.message.replace(/ \(used \d+ times\)/, '');
    const seen = byMessage.get(key);
    if (seen) seen.count += 1;
    else byMessage.set(key, { first: note, count: 1 });
  }
  return [...byMessage.values()].map(({ first, count }) =>
    count === 1 ? noteLine(first) : `${noteLine(first)} (and ${count - 1} more like it)`,
  );
}

function readme(migration: Migration, origin: MigrationOrigin, options: CreateOptions): string {
  const [locale = 'en'] = migration.locales;
  const lines = [
    `# ${migration.title}`,
    '',
    `Moved from ${TOOL_NAMES[origin.tool]} to [Lectern](https://lectern.dev) by \`create-lectern migrate\`.`,
    '',
    '| file | what it is |',
    '| --- | --- |',
    `| \`src/content/docs/${locale}/\` | the pages, one folder per language |`,
    "| `astro.config.ts` | the site's title, menu, sidebars, languages, edit link and footer |",
    ...(Object.keys(migration.redirects).length > 0
      ? ['| `redirects.json` | the old addresses and the pages they lead to now |']
      : []),
    '| `public/` | files served as they are |',
    '',
    `Run \`${options.packageManager} install\`, then \`${options.packageManager} run dev\`.`,
    '',
    '## Not carried over',
    '',
    ...(migration.notes.length === 0
      ? ['Nothing: everything was carried over.']
      : migration.notes.map((note) => `- ${noteLine(note).replaceAll('<', '&lt;')}`)),
    '',
  ];
  return lines.join('\n');
}

/**
 * The written files of a migrated site, by path: its pages and the redirect table, `astro.config.ts`
 * with the mapped settings, the content config, `package.json` (as a new site's), a README with what was
 * not carried over, and the template's `.gitignore`, `tsconfig.json` and favicon.
 */
export function migratedSiteFiles(
  migration: Migration,
  origin: MigrationOrigin,
  options: CreateOptions,
  template: ReadonlyMap<string, string>,
  versions: ScaffoldVersions,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of TEMPLATE_FILES) {
    const text = template.get(file);
    const target = file === 'gitignore' ? '.gitignore' : file;
    if (text !== undefined && !migration.copies.has(target)) files.set(target, text);
  }
  files.set('package.json', packageJson(options, versions));
  if (options.packageManager === 'pnpm') files.set('pnpm-workspace.yaml', pnpmSettings(options));
  files.set('astro.config.ts', astroConfig(migration, origin));
  files.set('src/content.config.ts', CONTENT_CONFIG);
  files.set('README.md', readme(migration, origin, options));
  if (Object.keys(migration.redirects).length > 0) {
    files.set('redirects.json', `${JSON.stringify(migration.redirects, null, 2)}\n`);
  }
  for (const [file, text] of migration.files) files.set(file, text);
  return files;
}
