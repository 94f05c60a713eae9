import { parseArgs } from 'node:util';
import { type RedirectOutput, writeRedirectOutputs } from '../node/write-redirect-outputs';
import type { TrailingSlash } from '../site-path';
import { validateRedirects } from '../validate-redirects';
import { count, formatReport } from './format-report';
import { readInputs } from './read-inputs';
import { USAGE, UsageError } from './usage';

/** Where the command line tool writes, and the folder it runs in. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The folder relative paths are read from. */
  cwd: string;
}

const OUTPUTS: readonly RedirectOutput[] = ['pages', 'netlify', 'vercel', 'nginx'];
const TRAILING_SLASH: readonly TrailingSlash[] = ['always', 'never', 'ignore'];

interface Command {
  name: 'check' | 'write' | 'help';
  siteDir: string;
  table?: string | undefined;
  locales?: string | undefined;
  outputs?: RedirectOutput[] | undefined;
  base?: string | undefined;
  site?: string | undefined;
  trailingSlash?: TrailingSlash | undefined;
  force?: boolean | undefined;
}

function parseTrailingSlash(value: string | undefined): TrailingSlash | undefined {
  if (value === undefined || TRAILING_SLASH.includes(value as TrailingSlash)) {
    return value as TrailingSlash | undefined;
  }
  throw new UsageError(`--trailing-slash: expected ${TRAILING_SLASH.join(', ')} (got "${value}")`);
}

function parseOutputs(list: string): RedirectOutput[] {
  const names = list.split(',').map((name) => name.trim());
  for (const name of names) {
    if (!OUTPUTS.includes(name as RedirectOutput)) {
      throw new UsageError(`unknown output "${name}" in --outputs (expected ${OUTPUTS.join(', ')})`);
    }
  }
  return names as RedirectOutput[];
}

function parseCommand(argv: readonly string[]): Command {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  const options = {
    table: { type: 'string' },
    locales: { type: 'string' },
    outputs: { type: 'string' },
    base: { type: 'string' },
    site: { type: 'string' },
    'trailing-slash': { type: 'string' },
    force: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  } as const;
  try {
    parsed = parseArgs({
      args: [...argv],
      options,
      allowPositionals: true,
      allowNegative: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { name: 'help', siteDir: '' };
  const [name, siteDir, ...extra] = positionals;
  if (name === undefined) throw new UsageError('no command given');
  if (name !== 'check' && name !== 'write')
    throw new UsageError(`unknown command "${name}" (expected check or write)`);
  if (siteDir === undefined) throw new UsageError(`${name}: the built site's folder is missing`);
  if (extra.length > 0) throw new UsageError(`${name}: unexpected argument "${extra[0]}"`);
  if (name === 'check') {
    const writeOnly = (['outputs', 'base', 'site', 'trailing-slash', 'force'] as const).find(
      (option) => values[option] !== undefined,
    );
    if (writeOnly) throw new UsageError(`check: --${writeOnly} is an option of write`);
  }
  if (values.site !== undefined && !URL.canParse(values.site)) {
    throw new UsageError(
      `--site: expected an absolute URL such as https://lectern.dev (got "${values.site}")`,
    );
  }
  return {
    name,
    siteDir,
    table: values.table,
    locales: values.locales,
    outputs: values.outputs === undefined ? undefined : parseOutputs(values.outputs),
    base: values.base,
    site: values.site,
    trailingSlash: parseTrailingSlash(values['trailing-slash']),
    force: values.force,
  };
}

async function run(command: Command, io: CliIo): Promise<number> {
  const inputs = await readInputs(command, io.cwd);
  const { entries, pages, siteOptions } = inputs;
  const validation = validateRedirects(entries, { pages, locales: siteOptions.locales });
  const report = formatReport(validation, {
    tableFile: inputs.tableFile,
    entries: entries.length,
    pages: pages.length,
    siteDir: command.siteDir,
  });
  io.stdout(report);
  if (validation.errors.length > 0) {
    if (command.name === 'write') io.stderr('Nothing was written: fix the errors first.\n');
    return 1;
  }
  if (command.name === 'check') return 0;

  const written = await writeRedirectOutputs(inputs.sitePath, entries, {
    ...siteOptions,
    outputs: command.outputs,
    base: command.base,
    site: command.site,
    trailingSlash: command.trailingSlash,
    ...(command.force === undefined ? {} : { force: command.force }),
  });
  const parts = [count(written.pages.length, 'redirect page'), ...written.files];
  io.stdout(`Wrote ${parts.join(', ')} into ${command.siteDir}\n`);
  for (const warning of written.warnings) io.stdout(`warning: ${warning}\n`);
  return 0;
}

/**
 * The `lectern-redirects` command line tool, with its output and folder passed in. Returns the exit
 * status: 0 without errors (warnings allowed), 1 with errors in the table, its files or the site, 2 for
 * wrong usage. Errors are printed as messages, never as stack traces.
 *
 * @example
 * const status = await main(['check', 'dist', '--table', 'redirects.json'], {
 *   stdout: (text) => process.stdout.write(text),
 *   stderr: (text) => process.stderr.write(text),
 *   cwd: process.cwd(),
 * });
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.name === 'help') {
      io.stdout(USAGE);
      return 0;
    }
    return await run(command, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`lectern-redirects: ${error.message}\nRun lectern-redirects --help for usage.\n`);
      return 2;
    }
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
