import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isPackageManager, PACKAGE_MANAGERS, type PackageManager } from './package-managers.js';

/** How the site offers search. */
export const SEARCH_CHOICES = ['local', 'algolia', 'none'] as const;
export type SearchChoice = (typeof SEARCH_CHOICES)[number];

/** A React component library on disk, whose API the site reads from its TypeScript (absolute paths). */
export interface ReactLibrary {
  /** The module that exports the components, e.g. `/home/me/ui/src/index.ts`. */
  entry: string;
  /** The library's tsconfig.json; without it, the API reader's strict defaults for React. */
  tsconfig: string | undefined;
}

/** What the new site is made with: every choice, whether asked for or given as a flag. */
export interface CreateOptions {
  /** The folder to write the site into, relative to the working folder. */
  directory: string;
  /** The site's title. */
  title: string;
  /** The address the site will be published at, if known. */
  site: string | undefined;
  /** The languages' codes, the default first. */
  languages: string[];
  search: SearchChoice;
  /** Algolia DocSearch's settings, with `search: 'algolia'`. */
  algolia: { appId: string; apiKey: string; indexName: string } | undefined;
  /** Login with GitHub or Discord, settings saved to the account and synced. */
  accounts: boolean;
  /** The library whose API the site documents (`--api`); without it, the sample component's. */
  api: ReactLibrary | undefined;
  packageManager: PackageManager;
  /** A folder of packed Lectern packages (`.tgz`) to install from, in place of the registry. */
  packages: string | undefined;
  /** Install the dependencies once the files are written. */
  install: boolean;
}

/** The flags as given: what is left out is asked for on a terminal, or takes its default. */
export interface GivenOptions {
  directory?: string | undefined;
  title?: string | undefined;
  site?: string | undefined;
  languages?: string[] | undefined;
  search?: SearchChoice | undefined;
  algolia?: Partial<NonNullable<CreateOptions['algolia']>> | undefined;
  accounts?: boolean | undefined;
  api?: ReactLibrary | undefined;
  packageManager?: PackageManager | undefined;
  packages?: string | undefined;
  install: boolean;
  /** Ask nothing: the defaults for whatever no flag gives. */
  yes: boolean;
  help: boolean;
  version: boolean;
}

/** What the command line said: the options, or one line per problem. */
export type ParsedArguments =
  | { readonly ok: true; readonly given: GivenOptions }
  | { readonly ok: false; readonly problems: readonly string[] };

const FLAGS = {
  title: { type: 'string' },
  site: { type: 'string' },
  languages: { type: 'string' },
  search: { type: 'string' },
  'algolia-app-id': { type: 'string' },
  'algolia-api-key': { type: 'string' },
  'algolia-index': { type: 'string' },
  accounts: { type: 'boolean' },
  'no-accounts': { type: 'boolean' },
  api: { type: 'string' },
  'api-tsconfig': { type: 'string' },
  'package-manager': { type: 'string' },
  packages: { type: 'string' },
  install: { type: 'boolean' },
  'no-install': { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/**
 * Reads the command line: `[directory] [--title …] [--site …] [--languages en,zh-CN] [--search local|algolia|none]
 * [--accounts] [--api <entry> [--api-tsconfig <file>]] [--package-manager npm|pnpm|yarn] [--packages <folder>]
 * [--no-install] [--yes]`. Every problem is named with its flag and what it takes.
 *
 * @example parseArguments(['my-docs', '--languages', 'en,ar', '--yes'])
 * // { ok: true, given: { directory: 'my-docs', languages: ['en', 'ar'], yes: true, … } }
 */
export function parseArguments(argv: readonly string[], cwd: string): ParsedArguments {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof FLAGS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: FLAGS, allowPositionals: true, strict: true });
  } catch (error) {
    return { ok: false, problems: [unknownFlagProblem(error)] };
  }
  const { values, positionals } = parsed;
  const problems: string[] = [];
  if (positionals.length > 1) {
    problems.push(
      `expected one folder for the site (got ${positionals.map((name) => JSON.stringify(name)).join(', ')})`,
    );
  }
  const languages = values.languages === undefined ? undefined : splitList(values.languages);
  for (const code of languages ?? []) {
    const problem = languageProblem(code);
    if (problem) problems.push(`--languages: ${problem}`);
  }
  if (languages !== undefined && languages.length === 0)
    problems.push('--languages: expected at least one language code, such as en');
  const search = values.search;
  if (search !== undefined && !(SEARCH_CHOICES as readonly string[]).includes(search)) {
    problems.push(`--search: expected one of ${SEARCH_CHOICES.join(', ')} (got ${JSON.stringify(search)})`);
  }
  const algolia = {
    appId: values['algolia-app-id'],
    apiKey: values['algolia-api-key'],
    indexName: values['algolia-index'],
  };
  const algoliaGiven = Object.values(algolia).some((value) => value !== undefined);
  if (algoliaGiven && search !== 'algolia')
    problems.push('--algolia-app-id, --algolia-api-key and --algolia-index go with --search algolia');
  if (search === 'algolia') {
    for (const [flag, value] of [
      ['--algolia-app-id', algolia.appId],
      ['--algolia-api-key', algolia.apiKey],
      ['--algolia-index', algolia.indexName],
    ] as const) {
      if (!value) problems.push(`--search algolia: ${flag} is missing (DocSearch gives it with your index)`);
    }
  }
  if (values.site !== undefined) {
    const problem = siteProblem(values.site);
    if (problem) problems.push(`--site: ${problem}`);
  }
  const packageManager = values['package-manager'];
  if (packageManager !== undefined && !isPackageManager(packageManager)) {
    problems.push(
      `--package-manager: expected one of ${PACKAGE_MANAGERS.join(', ')} (got ${JSON.stringify(packageManager)})`,
    );
  }
  if (values.accounts && values['no-accounts'])
    problems.push('--accounts and --no-accounts say the opposite');
  if (values.install && values['no-install']) problems.push('--install and --no-install say the opposite');
  const packages = values.packages === undefined ? undefined : path.resolve(cwd, values.packages);
  if (packages !== undefined) {
    const problem = packagesProblem(packages, values.packages as string);
    if (problem) problems.push(`--packages: ${problem}`);
  }
  const api = values.api === undefined ? undefined : path.resolve(cwd, values.api);
  if (api !== undefined) {
    const problem = apiEntryProblem(api, values.api as string);
    if (problem) problems.push(`--api: ${problem}`);
  }
  const apiTsconfig = values['api-tsconfig'];
  if (apiTsconfig !== undefined && api === undefined)
    problems.push('--api-tsconfig goes with --api (it is the tsconfig.json of the library --api names)');
  const tsconfig = apiTsconfig === undefined ? undefined : path.resolve(cwd, apiTsconfig);
  if (tsconfig !== undefined && !(existsSync(tsconfig) && statSync(tsconfig).isFile()))
    problems.push(`--api-tsconfig: no file ${JSON.stringify(apiTsconfig)}`);
  if (values.title !== undefined && values.title.trim() === '')
    problems.push('--title: expected a title (got an empty one)');
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    given: {
      directory: positionals[0],
      title: values.title?.trim(),
      site: values.site,
      languages,
      search: search as SearchChoice | undefined,
      algolia: algoliaGiven ? algolia : undefined,
      accounts: values.accounts ? true : values['no-accounts'] ? false : undefined,
      api: api === undefined ? undefined : { entry: followedEntry(api), tsconfig },
      packageManager: packageManager as PackageManager | undefined,
      packages,
      install: !values['no-install'],
      yes: values.yes === true,
      help: values.help === true,
      version: values.version === true,
    },
  };
}

/** The options with the defaults for what was neither given nor asked. */
export function withDefaults(given: GivenOptions, detected: PackageManager): CreateOptions {
  const directory = given.directory ?? 'my-docs';
  return {
    directory,
    title: given.title ?? titleFromFolder(directory),
    site: given.site,
    languages: given.languages ?? ['en'],
    search: given.search ?? 'local',
    algolia:
      given.search === 'algolia' && given.algolia
        ? {
            appId: given.algolia.appId ?? '',
            apiKey: given.algolia.apiKey ?? '',
            indexName: given.algolia.indexName ?? '',
          }
        : undefined,
    accounts: given.accounts ?? false,
    api: given.api,
    packageManager: given.packageManager ?? detected,
    packages: given.packages,
    install: given.install,
  };
}

/**
 * A title from a folder's name: `my-docs` → `My docs`.
 *
 * @example titleFromFolder('packages/ui-kit_docs') // 'Ui kit docs'
 */
export function titleFromFolder(directory: string): string {
  const words = path
    .basename(path.resolve(directory))
    .replace(/[-_.]+/g, ' ')
    .trim();
  return words === '' ? 'Documentation' : words.charAt(0).toUpperCase() + words.slice(1);
}

/** Why a language code cannot be used, or nothing. */
export function languageProblem(code: string): string | undefined {
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code)) {
    return `${JSON.stringify(code)} is not a language code such as en, de or zh-CN`;
  }
  try {
    Intl.getCanonicalLocales(code);
  } catch {
    return `${JSON.stringify(code)} is not a language code such as en, de or zh-CN`;
  }
  return undefined;
}

/** Why an address cannot be the site's, or nothing. */
export function siteProblem(site: string): string | undefined {
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    return `expected the address the site will be published at, such as https://docs.example.com (got ${JSON.stringify(site)})`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `expected an http or https address (got ${JSON.stringify(site)})`;
  }
  return undefined;
}

/** Why a folder of packed packages cannot be installed from, or nothing. */
export function packagesProblem(folder: string, written: string): string | undefined {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return `no folder ${JSON.stringify(written)}`;
  const tarballs = readdirSync(folder).filter((file) => file.endsWith('.tgz'));
  if (!tarballs.some((file) => file.startsWith('lectern-astro-'))) {
    return `${JSON.stringify(written)} holds no packed @lectern/astro (lectern-astro-<version>.tgz, from pnpm pack)`;
  }
  return undefined;
}

/** The module a path names, a link through `node_modules` followed to the folder it leads to. */
export function followedEntry(entry: string): string {
  return entry.split(path.sep).includes('node_modules') ? realpathSync(entry) : entry;
}

/**
 * Why a file cannot be the entry module of the React library whose API the site reads, or nothing. The
 * reader leaves out props declared inside `node_modules`: an installed package cannot be read, a package
 * of the same workspace linked there is read from its own folder.
 */
export function apiEntryProblem(entry: string, written: string): string | undefined {
  const expected = 'expected the module that exports your React components, such as ../ui/src/index.ts';
  if (!existsSync(entry)) return `no file ${JSON.stringify(written)} (${expected})`;
  if (!statSync(entry).isFile()) return `${JSON.stringify(written)} is a folder (${expected})`;
  if (followedEntry(entry).split(path.sep).includes('node_modules')) {
    return `${JSON.stringify(written)} is an installed package: the API is read from the library's source, not from node_modules (give its own folder's src/index.ts)`;
  }
  return undefined;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Node's words for a flag it does not know, made shorter: `unknown option --foo`. */
function unknownFlagProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const flag = /'(-{1,2}[\w-]+)/.exec(message)?.[1];
  if (flag && /Unknown option/i.test(message))
    return `unknown option ${flag} (create-lectern --help lists them)`;
  if (flag && /argument missing/i.test(message)) return `${flag} needs a value`;
  return message.replace(/\. To specify.*$/s, '');
}
