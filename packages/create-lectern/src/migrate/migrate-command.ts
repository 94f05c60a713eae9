import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CreateOptions } from '../create-options.js';
import { isPackageManager, PACKAGE_MANAGERS, type PackageManager } from '../package-managers.js';
import type { ScaffoldVersions } from '../site-files.js';
import { migrateDocusaurus } from './docusaurus.js';
import { migratedSiteFiles, noteSummaryLines } from './migrated-site-files.js';
import { MIGRATION_SOURCES, type Migration, type MigrationSource } from './migration.js';
import { migrateStarlight } from './starlight.js';
import { MigrationError, migrateVitePress } from './vitepress.js';

/** What `create-lectern migrate` was asked to do. */
export interface MigrateArguments {
  tool: MigrationSource;
  source: string;
  target: string;
  packageManager: PackageManager;
  install: boolean;
  /** Replace a site this command wrote before. */
  replace: boolean;
  /** A folder of packed Lectern packages (`.tgz`) to install from, as written (`--packages`). */
  packages?: string | undefined;
}

const FLAGS = {
  'package-manager': { type: 'string' },
  install: { type: 'boolean' },
  'no-install': { type: 'boolean' },
  replace: { type: 'boolean' },
  packages: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Reads `migrate <tool> <source> <target> [flags]`: the arguments, `'help'`, or one line per problem. */
export function parseMigrateArguments(
  argv: readonly string[],
  detected: PackageManager,
): { ok: true; value: MigrateArguments | 'help' } | { ok: false; problems: string[] } {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof FLAGS; allowPositionals: true; args: string[] }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: FLAGS, allowPositionals: true, strict: true });
  } catch (error) {
    return { ok: false, problems: [(error as Error).message.split('\n')[0] ?? String(error)] };
  }
  if (parsed.values.help) return { ok: true, value: 'help' };
  const problems: string[] = [];
  const [tool, source, target, ...extra] = parsed.positionals;
  if (tool === undefined || source === undefined || target === undefined) {
    problems.push('migrate: expected <vitepress|starlight|docusaurus> <source folder> <new site folder>');
  } else if (!(MIGRATION_SOURCES as readonly string[]).includes(tool)) {
    problems.push(`migrate: expected one of ${MIGRATION_SOURCES.join(', ')} (got "${tool}")`);
  }
  if (extra.length > 0) problems.push(`migrate: unexpected argument "${extra[0]}"`);
  const manager = parsed.values['package-manager'] ?? detected;
  if (!isPackageManager(manager)) {
    problems.push(`--package-manager: expected one of ${PACKAGE_MANAGERS.join(', ')} (got "${manager}")`);
  }
  if (problems.length > 0 || tool === undefined || source === undefined || target === undefined) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    value: {
      tool: tool as MigrationSource,
      source,
      target,
      packageManager: manager as PackageManager,
      install: !parsed.values['no-install'],
      replace: Boolean(parsed.values.replace),
      packages: parsed.values.packages,
    },
  };
}

/** The usage of `create-lectern migrate`. */
export function migrateUsage(): string {
  return `Usage: create-lectern migrate <vitepress|starlight|docusaurus> <source> <target> [options]

Writes a Lectern site into <target> from the docs in <source>: the other tool's menu, sidebars,
languages, edit link, social links and footer as Lectern's settings, every page in its language's
folder with its frontmatter mapped, and redirects.json from every old address to its new page. It
prints what it could not carry over, with file and line.

  vitepress    <source> holds .vitepress/config.(m)(j|t)s
  starlight    <source> is the Astro site: astro.config.(m)(j|t)s with starlight({ … })
  docusaurus   <source> holds docusaurus.config.(j|t)s (and sidebars.(j|t)s)

Options:
  --package-manager <name>   npm, pnpm or yarn (default: the one that started create-lectern)
  --no-install               write the files only
  --replace                  replace a site this command wrote into <target> before
  --packages <folder>        install the Lectern packages from the packed tarballs in this folder
                             (lectern-astro-<version>.tgz and the others), offline or in CI
  -h, --help                 this help

Example:
  npx create-lectern migrate vitepress ./docs ./new-docs`;
}

async function runMigration(
  tool: MigrationSource,
  source: string,
): Promise<{ migration: Migration; configFile: string }> {
  if (tool === 'vitepress') return migrateVitePress(source);
  if (tool === 'docusaurus') return migrateDocusaurus(source);
  return migrateStarlight(source);
}

/** The mark `astro.config.ts` of a migrated site carries, for `--replace`. */
const MIGRATED_MARK = 'by `create-lectern migrate`';

/** Why the target folder cannot take the site, or nothing. */
function targetProblem(folder: string, shown: string, replace: boolean): string | undefined {
  if (!existsSync(folder)) return undefined;
  if (!statSync(folder).isDirectory()) return `${shown} is a file: choose a folder for the site`;
  const held = readdirSync(folder).filter((name) => name !== '.git');
  if (held.length === 0) return undefined;
  const config = path.join(folder, 'astro.config.ts');
  const migrated = existsSync(config) && readFileSync(config, 'utf8').includes(MIGRATED_MARK);
  if (replace && migrated) return undefined;
  if (replace)
    return `${shown} holds files this command did not write: --replace only replaces a migrated site`;
  return `${shown} is not empty (it holds ${held.slice(0, 3).join(', ')}${held.length > 3 ? ', …' : ''}): choose a new folder, or --replace a site migrated before`;
}

/** What `migrate` runs with (see `CreateContext`). */
export interface MigrateContext {
  cwd: string;
  say(text: string): void;
  warn(text: string): void;
  versions: ScaffoldVersions;
  template: ReadonlyMap<string, string>;
  install(folder: string, manager: PackageManager): Promise<number>;
}

/** Runs `migrate` once its arguments are read; resolves with the exit status. */
export async function migrate(args: MigrateArguments, context: MigrateContext): Promise<number> {
  const source = path.resolve(context.cwd, args.source);
  const folder = path.resolve(context.cwd, args.target);
  const shown = path.relative(context.cwd, folder) || '.';
  if (!existsSync(source) || !statSync(source).isDirectory()) {
    context.warn(`${args.source}: no such folder`);
    return 1;
  }
  if (
    folder === source ||
    folder.startsWith(`${source}${path.sep}`) ||
    source.startsWith(`${folder}${path.sep}`)
  ) {
    context.warn(`${shown}: the new site cannot be written inside the source folder, or around it`);
    return 1;
  }
  const problem = targetProblem(folder, shown, args.replace);
  if (problem) {
    context.warn(problem);
    return 1;
  }
  let result: { migration: Migration; configFile: string };
  try {
    result = await runMigration(args.tool, source);
  } catch (error) {
    if (error instanceof MigrationError) {
      context.warn(error.message);
      return 1;
    }
    throw error;
  }
  const { migration, configFile } = result;
  const options: CreateOptions = {
    directory: args.target,
    title: migration.title,
    site: undefined,
    languages: [...migration.locales],
    // Algolia DocSearch, carried over, needs its packages in the site.
    search: migration.config.search?.provider === 'algolia' ? 'algolia' : 'local',
    algolia: undefined,
    accounts: false,
    api: undefined,
    packageManager: args.packageManager,
    packages: args.packages === undefined ? undefined : path.resolve(context.cwd, args.packages),
    install: args.install,
  };
  const files = migratedSiteFiles(
    migration,
    { tool: args.tool, configFile },
    options,
    context.template,
    context.versions,
  );
  if (existsSync(folder)) {
    for (const name of readdirSync(folder))
      if (name !== '.git') rmSync(path.join(folder, name), { recursive: true, force: true });
  }
  for (const [file, from] of migration.copies) {
    if (files.has(file)) continue;
    const target = path.join(folder, ...file.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(from, target);
  }
  for (const [file, text] of files) {
    const target = path.join(folder, ...file.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  const pages = [...migration.files.keys()].filter((file) => file.startsWith('src/content/docs/')).length;
  context.say(
    `Wrote ${migration.title} into ${shown}: ${pages} pages, ${migration.copies.size} other files, ${Object.keys(migration.redirects).length} redirects.`,
  );
  if (migration.notes.length > 0) {
    context.say('');
    context.say(`Not carried over (${migration.notes.length}; each one listed in ${shown}/README.md):`);
    for (const line of noteSummaryLines(migration.notes)) context.say(`  ${line}`);
  }
  if (args.install) {
    context.say(`Installing its dependencies with ${args.packageManager}…`);
    const status = await context.install(folder, args.packageManager);
    if (status !== 0) {
      context.warn(
        `${args.packageManager} could not install the site's dependencies (exit ${status}); the files are written`,
      );
      return status;
    }
  }
  context.say('');
  context.say(
    `Next: cd ${shown}${args.install ? '' : ` && ${args.packageManager} install`} && ${args.packageManager} run build`,
  );
  return 0;
}
