import { AccountsConfigError } from '../config-error';
import { type Environment, storageOptionsFromEnv } from '../env';
import { isProviderName } from '../oauth/provider-names';
import { migrateStorage, openStorage, type Storage } from '../storage/open-storage';
import { type AccountUser, findUser, findUserByLogin, listUsers, setSubscriber } from '../storage/users';
import { formatUsers } from './format-users';
import { USAGE } from './usage';

/** What the command needs from its process. */
export interface CommandIo {
  readonly argv: readonly string[];
  readonly env: Environment;
  readonly cwd: string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/** Exit statuses: done, failed, used wrongly. */
const OK = 0;
const FAILED = 1;
const USAGE_ERROR = 2;

/** Runs `lectern-accounts`; resolves to the exit status. */
export async function main(io: CommandIo): Promise<number> {
  const [command, ...rest] = io.argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    io.stdout(USAGE);
    return OK;
  }
  const run = commandFor(command, rest);
  if (typeof run === 'string') {
    io.stderr(`lectern-accounts: ${run}\n\n${USAGE}`);
    return USAGE_ERROR;
  }
  let storage: Storage;
  try {
    storage = await openStorage(storageOptionsFromEnv(io.env), { cwd: io.cwd });
  } catch (error) {
    io.stderr(
      `lectern-accounts: ${error instanceof AccountsConfigError ? error.message : describeFailure(error)}\n`,
    );
    return FAILED;
  }
  try {
    const applied = await migrateStorage(storage);
    if (applied.length > 0) io.stdout(`Migrated ${storage.location}: ${applied.join(', ')}\n`);
    return await run(storage, io);
  } catch (error) {
    io.stderr(
      `lectern-accounts: the database at ${storage.location} cannot be used: ${describeFailure(error)}\n`,
    );
    return FAILED;
  } finally {
    await storage.close();
  }
}

type Command = (storage: Storage, io: CommandIo) => Promise<number>;

/** The command to run, or what is wrong with the arguments. */
function commandFor(command: string | undefined, rest: readonly string[]): Command | string {
  switch (command) {
    case undefined:
      return 'missing command';
    case 'migrate':
      return rest.length > 0 ? `"migrate" takes no arguments (got ${rest.join(' ')})` : migrate;
    case 'users':
      return rest.length > 0 ? `"users" takes no arguments (got ${rest.join(' ')})` : users;
    case 'subscriber': {
      const [action, account, ...extra] = rest;
      if (action !== 'grant' && action !== 'revoke') {
        return `"subscriber" expects grant or revoke (got ${action === undefined ? 'nothing' : JSON.stringify(action)})`;
      }
      if (!account || extra.length > 0)
        return `"subscriber ${action}" expects one account, such as github:583231`;
      return (storage, io) => subscriber(storage, io, action === 'grant', account);
    }
    default:
      return `unknown command ${JSON.stringify(command)}`;
  }
}

const migrate: Command = async (storage, io) => {
  // The migrations ran before any command; a database already at the latest one gets a word here.
  io.stdout(`${storage.location} is up to date.\n`);
  return OK;
};

const users: Command = async (storage, io) => {
  const listed = await listUsers(storage.db);
  io.stdout(listed.length === 0 ? `No users yet in ${storage.location}.\n` : formatUsers(listed));
  return OK;
};

async function subscriber(storage: Storage, io: CommandIo, grant: boolean, account: string): Promise<number> {
  const user = await findAccount(storage, account);
  if (!user) {
    io.stderr(
      `lectern-accounts: no user has the ${account.includes(':') ? 'login' : 'id'} ${account} in ${storage.location}.\n`,
    );
    return FAILED;
  }
  await setSubscriber(storage.db, user.id, grant);
  const change =
    user.subscriber === grant
      ? `${user.name} (user ${user.id}) ${grant ? 'already has' : 'already had no'} subscriber perks.`
      : `${grant ? 'Granted' : 'Revoked'} the subscriber perks ${grant ? 'to' : 'of'} ${user.name} (user ${user.id}).`;
  io.stdout(`${change}\n`);
  return OK;
}

async function findAccount(storage: Storage, account: string): Promise<AccountUser | undefined> {
  const separator = account.indexOf(':');
  if (separator === -1) return findUser(storage.db, account);
  const provider = account.slice(0, separator);
  const providerUserId = account.slice(separator + 1);
  if (!isProviderName(provider)) return undefined;
  return findUserByLogin(storage.db, { provider, providerUserId });
}

function describeFailure(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message || cause.name : String(cause);
}
