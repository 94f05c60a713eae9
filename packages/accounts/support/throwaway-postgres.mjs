// A throwaway PostgreSQL server for the tests and the benchmark, made from the `postgresql` package the
// machine has (Debian: /usr/lib/postgresql/<version>/bin): a new cluster in a temporary folder, listening
// on 127.0.0.1 on a free port with its socket in that folder, removed afterwards. PostgreSQL refuses to
// run as root, so as root the cluster belongs to the `postgres` user and every command runs as it.
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const POSTGRES_MISSING_MESSAGE =
  'PostgreSQL was not found: the storage tests run against SQLite and PostgreSQL, and need its server ' +
  'programs (initdb, pg_ctl). Install it (Debian: apt-get install postgresql; `npm test` does this on ' +
  'Debian as root) or point PG_BIN_DIR at the folder that holds initdb.';

/** The folder with initdb and pg_ctl: PG_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin, else PATH. */
export function findPostgresBin(env = process.env) {
  if (env.PG_BIN_DIR) return existsSync(path.join(env.PG_BIN_DIR, 'initdb')) ? env.PG_BIN_DIR : undefined;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? path.dirname(which.stdout.trim()) : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function postgresUser() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'running as root, but there is no `postgres` user to run PostgreSQL as (PostgreSQL refuses root)',
    );
  }
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/**
 * Starts a new PostgreSQL cluster. `durable: false` (the default, for tests) turns off fsync; the
 * benchmark keeps PostgreSQL's defaults.
 *
 * @returns {Promise<import('./throwaway-postgres.d.mts').ThrowawayPostgres>}
 */
export async function startThrowawayPostgres({ durable = false } = {}) {
  const binDir = findPostgresBin();
  if (!binDir) throw new Error(POSTGRES_MISSING_MESSAGE);
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : undefined;
  const folder = await mkdtemp(path.join(tmpdir(), 'lectern-pg-'));
  const dataDir = path.join(folder, 'data');
  const socketDir = path.join(folder, 'socket');
  const logFile = path.join(folder, 'server.log');
  mkdirSync(socketDir);
  if (owner) {
    for (const target of [folder, socketDir]) chownSync(target, owner.uid, owner.gid);
  }
  // Run from the cluster's folder: the postgres user may not be allowed into the current one.
  const exec = (program, args) => {
    const file = path.join(binDir, program);
    const options = { cwd: folder };
    return asRoot
      ? run('runuser', ['-u', 'postgres', '--', file, ...args], options)
      : run(file, args, options);
  };
  const port = await freePort();
  const settings = [
    '-c listen_addresses=127.0.0.1',
    `-c port=${port}`,
    `-c unix_socket_directories=${socketDir}`,
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  const describeFailure = async (step, error) => {
    const log = await readFile(logFile, 'utf8').catch(() => '');
    return new Error(`PostgreSQL ${step} failed: ${error.stderr || error.message}${log ? `\n${log}` : ''}`);
  };

  try {
    await exec('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw await describeFailure('initdb', error);
  }

  let running = false;
  const start = async () => {
    try {
      await exec('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', settings, 'start']);
      running = true;
    } catch (error) {
      throw await describeFailure('start', error);
    }
  };
  const stop = async () => {
    if (!running) return;
    await exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  // Never leave a server behind, even when the tests end abruptly.
  const stopAtExit = () => {
    if (!running) return;
    const args = ['-D', dataDir, '-m', 'immediate', 'stop'];
    const file = path.join(binDir, 'pg_ctl');
    spawnSync(asRoot ? 'runuser' : file, asRoot ? ['-u', 'postgres', '--', file, ...args] : args, {
      cwd: tmpdir(),
    });
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stopAtExit);

  try {
    await start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    binDir,
    start,
    stop,
    async remove() {
      process.removeListener('exit', stopAtExit);
      if (running) await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      running = false;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
