import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { askForChoices } from './ask.js';
import {
  type CreateOptions,
  type GivenOptions,
  packagesProblem,
  parseArguments,
  withDefaults,
} from './create-options.js';
import { type InstallOutput, installDependencies } from './install.js';
import { migrate, migrateUsage, parseMigrateArguments } from './migrate/migrate-command.js';
import { detectPackageManager, installCommand, runCommand } from './package-managers.js';
import { type ScaffoldVersions, siteFiles } from './site-files.js';
import { startTarballRegistry, type TarballRegistry } from './tarball-registry.js';
import { usage } from './usage.js';

/** What the command runs with: its folder, environment and output, and whether a person answers. */
export interface CreateContext {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Standard input and output are a terminal: the choices not given as flags are asked for. */
  interactive: boolean;
  /** The Node.js version running the command, e.g. `24.21.0`. */
  nodeVersion?: string | undefined;
  /** Asks for the choices not given as flags; by default the terminal's questions (see `ask.ts`). */
  ask?: ((given: GivenOptions, defaults: CreateOptions) => Promise<GivenOptions | undefined>) | undefined;
}

/** The package's own folder: its package.json and template/ are beside dist/. */
const PACKAGE_ROOT = new URL('..', import.meta.url);

/** Files a folder may already hold and still take a new site. */
const HARMLESS = new Set(['.git', '.DS_Store', 'Thumbs.db', '.idea', '.vscode']);

/** The oldest Node.js that Astro 7, and so a Lectern site, runs on. */
const MIN_NODE = [22, 12] as const;

/**
 * `create-lectern [folder] [flags]`: writes a new Lectern site into the folder — with the choices given as
 * flags, asked for on a terminal, or their defaults — installs its dependencies and says what to run
 * next. Resolves with the exit status: 0 when the site is ready, 1 for a wrong command line or folder,
 * else the install's.
 */
export async function main(argv: readonly string[], context: CreateContext): Promise<number> {
  const say = (text: string) => context.stdout.write(`${text}\n`);
  const fail = (lines: readonly string[]) => {
    for (const line of lines) context.stderr.write(`create-lectern: ${line}\n`);
    return 1;
  };
  if (argv[0] === 'migrate') return migrateCommand(argv.slice(1), context, fail);
  const parsed = parseArguments(argv, context.cwd);
  if (!parsed.ok) return fail([...parsed.problems, 'create-lectern --help lists the options']);
  let given = parsed.given;
  const manifest = ownManifest();
  if (given.help) {
    say(usage());
    return 0;
  }
  if (given.version) {
    say(manifest.version);
    return 0;
  }
  const detected = detectPackageManager(context.env.npm_config_user_agent);
  if (context.interactive && !given.yes) {
    const answered = await (context.ask ?? askForChoices)(given, withDefaults(given, detected));
    if (answered === undefined) return fail(['cancelled: nothing was written']);
    given = answered;
  }
  const options = withDefaults(given, detected);
  const folder = path.resolve(context.cwd, options.directory);
  const shown = path.relative(context.cwd, folder) || '.';
  if (existsSync(folder)) {
    if (!statSync(folder).isDirectory()) return fail([`${shown} is a file: choose a folder for the site`]);
    const held = readdirSync(folder).filter((name) => !HARMLESS.has(name));
    if (held.length > 0) {
      return fail([
        `${shown} is not empty (it holds ${held.slice(0, 3).join(', ')}${held.length > 3 ? ', …' : ''}): choose a new folder, or empty it`,
      ]);
    }
  }

  let registry: TarballRegistry | undefined;
  try {
    registry = options.packages === undefined ? undefined : await startTarballRegistry(options.packages);
  } catch (error) {
    return fail([`--packages: ${error instanceof Error ? error.message : String(error)}`]);
  }
  try {
    const versions = scaffoldVersions(manifest, registry);
    const files = siteFiles(options, readTemplate(), versions, folder);
    for (const [file, text] of files) {
      const target = path.join(folder, ...file.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    say(`Wrote ${options.title} into ${shown}: ${files.size} files.`);
    const nodeWarning = oldNodeWarning(context.nodeVersion ?? process.versions.node);
    if (nodeWarning) context.stderr.write(`create-lectern: ${nodeWarning}\n`);
    if (options.install) {
      say(`Installing its dependencies with ${options.packageManager}…`);
      const output: InstallOutput = { stdout: context.stdout, stderr: context.stderr };
      const status = await installDependencies({
        folder,
        manager: options.packageManager,
        registry,
        environment: context.env,
        output,
      });
      if (status !== 0) {
        fail([
          `${options.packageManager} could not install the site's dependencies (exit ${status}); the files are written: run ${installCommand(options.packageManager)} in ${shown} once the problem above is solved`,
        ]);
        return status;
      }
    }
    say(nextSteps(options, shown));
    return 0;
  } finally {
    await registry?.close();
  }
}

/** `create-lectern migrate …`: see migrate/migrate-command.ts. */
async function migrateCommand(
  argv: readonly string[],
  context: CreateContext,
  fail: (lines: readonly string[]) => number,
): Promise<number> {
  const parsed = parseMigrateArguments(argv, detectPackageManager(context.env.npm_config_user_agent));
  if (!parsed.ok) return fail([...parsed.problems, 'create-lectern migrate --help lists the options']);
  if (parsed.value === 'help') {
    context.stdout.write(`${migrateUsage()}\n`);
    return 0;
  }
  const output: InstallOutput = { stdout: context.stdout, stderr: context.stderr };
  const { packages } = parsed.value;
  let registry: TarballRegistry | undefined;
  if (packages !== undefined) {
    const problem = packagesProblem(path.resolve(context.cwd, packages), packages);
    if (problem) return fail([`--packages: ${problem}`]);
    try {
      registry = await startTarballRegistry(path.resolve(context.cwd, packages));
    } catch (error) {
      return fail([`--packages: ${error instanceof Error ? error.message : String(error)}`]);
    }
  }
  try {
    return await migrate(parsed.value, {
      cwd: context.cwd,
      say: (text) => context.stdout.write(`${text}\n`),
      warn: (text) => context.stderr.write(`create-lectern: ${text}\n`),
      versions: scaffoldVersions(ownManifest(), registry),
      template: readTemplate(),
      install: (folder, manager) =>
        installDependencies({ folder, manager, registry, environment: context.env, output }),
    });
  } finally {
    await registry?.close();
  }
}

/** create-lectern's own package.json, with the versions a new site depends on. */
function ownManifest(): { version: string; lectern: ScaffoldVersions } {
  return JSON.parse(readFileSync(new URL('package.json', PACKAGE_ROOT), 'utf8'));
}

/**
 * The versions a new site depends on; with packed packages, each of theirs is the version packed (so the
 * site installs the tarballs whatever version create-lectern was released with).
 */
export function scaffoldVersions(
  manifest: { lectern: ScaffoldVersions },
  registry: Pick<TarballRegistry, 'packages'> | undefined,
): ScaffoldVersions {
  const pinned = (list: Readonly<Record<string, string>>) =>
    Object.fromEntries(
      Object.entries(list).map(([name, range]) => {
        const packed = registry?.packages.get(name)?.at(-1);
        return [name, packed === undefined ? range : `^${packed}`];
      }),
    );
  const { dependencies, devDependencies, reactApi, accounts, algolia } = manifest.lectern;
  return {
    dependencies: pinned(dependencies),
    devDependencies,
    reactApi,
    accounts: pinned(accounts),
    algolia,
  };
}

/** The template's files, by their path under template/. */
function readTemplate(): Map<string, string> {
  const root = new URL('template/', PACKAGE_ROOT);
  const files = new Map<string, string>();
  const visit = (folder: URL, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(new URL(`${entry.name}/`, folder), `${prefix}${entry.name}/`);
      else files.set(`${prefix}${entry.name}`, readFileSync(new URL(entry.name, folder), 'utf8'));
    }
  };
  visit(root, '');
  return files;
}

/** What to say when this Node.js is too old to build the site, or nothing. */
export function oldNodeWarning(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1])) return undefined;
  return `this is Node.js ${version}; the site needs ${MIN_NODE.join('.')} or newer (Astro 7) to run and build: install a newer Node.js before the next steps`;
}

/** The last words: where the site is and the three commands to run. */
export function nextSteps(options: CreateOptions, shown: string): string {
  const run = (script: string) => runCommand(options.packageManager, script);
  const width = Math.max(...['dev', 'build', 'preview'].map((script) => run(script).length)) + 2;
  const line = (script: string, what: string) => `  ${run(script).padEnd(width)}${what}`;
  return [
    '',
    `${options.title} is ready. Next:`,
    '',
    ...(shown === '.' ? [] : [`  cd ${shown.includes(' ') ? JSON.stringify(shown) : shown}`]),
    ...(options.install ? [] : [`  ${installCommand(options.packageManager)}`]),
    line('dev', 'the site with live reload, on http://localhost:4321'),
    line('build', 'the site, into dist/'),
    line('preview', 'the built site, as it will be published'),
    '',
    'README.md says where everything is.',
  ].join('\n');
}
