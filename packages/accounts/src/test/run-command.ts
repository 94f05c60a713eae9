import { main } from '../cli/main';
import type { StorageOptions } from '../storage/open-storage';
import { databaseEnvironment } from './databases';

/** What a run of `lectern-accounts` printed, and its exit status. */
export interface CommandRun {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `lectern-accounts` in this process against a database. */
export async function runCommand(
  argv: readonly string[],
  database: StorageOptions | Record<string, string>,
): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  const env = 'kind' in database ? databaseEnvironment(database as StorageOptions) : database;
  const status = await main({
    argv,
    env,
    cwd: process.cwd(),
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { status, stdout, stderr };
}
