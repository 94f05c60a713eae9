import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { AccountsConfigError } from '../config-error';
import { createAccounts } from '../create-accounts';
import { AccountsStorageError } from './sqlite-file';

// The security suite of the SQLite file: files that cannot be used fail at start, naming the file and
// what to do, instead of starting silently and answering "the database cannot be reached" (review rows
// 4.5, 4.6 and 4.8 of ../shared/reviews/security.md); a path under /proc fails at once instead of freezing
// the server.

const folder = mkdtempSync(path.join(tmpdir(), 'lectern-sqlite-file-'));
chmodSync(folder, 0o755);

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** A healthy accounts database of a few pages, for the damaged and read-only cases. */
function healthyDatabase(name: string): string {
  const file = path.join(folder, name);
  const database = new DatabaseSync(file);
  database.exec('CREATE TABLE notes (body TEXT)');
  for (let index = 0; index < 100; index += 1) database.exec(`CREATE TABLE extra_${index} (a TEXT, b TEXT)`);
  database.close();
  return file;
}

/** What createAccounts throws for an SQLite file, and how long it took. */
function startWith(file: string): { error: unknown; ms: number } {
  const started = performance.now();
  try {
    const accounts = createAccounts({
      origin: 'http://localhost:4321',
      database: { kind: 'sqlite', path: file },
      log: () => {},
    });
    void accounts.close();
    return { error: undefined, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

/** Runs `start` as an unprivileged user: as `nobody` when the tests run as root, who can write anything. */
function asUnprivileged<Value>(start: () => Value): Value {
  if (process.getuid?.() !== 0) return start();
  const nobody = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }));
  process.seteuid?.(nobody);
  try {
    return start();
  } finally {
    process.seteuid?.(0);
  }
}

function expectRefused(outcome: { error: unknown }, file: string, problem: string): void {
  expect(outcome.error).toBeInstanceOf(AccountsStorageError);
  expect(outcome.error).toBeInstanceOf(AccountsConfigError);
  const { message } = outcome.error as Error;
  expect(message).toMatch(
    /^Lectern accounts: the SQLite database \(LECTERN_SQLITE_PATH, option database.path\) has a problem:\n {2}- /,
  );
  expect(message).toContain(`${file}: ${problem}`);
  expect((outcome.error as AccountsStorageError).file).toBe(file);
}

describe('an SQLite file that cannot be used', () => {
  it('that is not a database fails at start, saying to point LECTERN_SQLITE_PATH at the right file', () => {
    const file = path.join(folder, 'garbage.sqlite');
    writeFileSync(file, 'x'.repeat(5000));
    expectRefused(
      startWith(file),
      file,
      'is not an SQLite database: set LECTERN_SQLITE_PATH to the accounts database, or move this file away to start with an empty one (SQLite: file is not a database)',
    );
  });

  it('that is damaged fails at start, saying to restore it', () => {
    const file = path.join(folder, 'truncated.sqlite');
    writeFileSync(file, readFileSync(healthyDatabase('whole.sqlite')).subarray(0, 4096 * 3));
    expectRefused(startWith(file), file, 'is damaged: restore it from a backup');
  });

  it('that is a folder fails at start, saying it cannot be opened', () => {
    const file = path.join(folder, 'a-folder.sqlite');
    mkdirSync(file);
    expectRefused(startWith(file), file, 'cannot be opened: check that it is a file, not a folder');
  });

  it('that is read-only for the server fails at start, saying to make it writable', () => {
    const file = healthyDatabase('read-only.sqlite');
    chmodSync(file, 0o444);
    expectRefused(
      asUnprivileged(() => startWith(file)),
      file,
      'is read-only for the user the server runs as: make the file and its folder writable by that user',
    );
  });

  it('in a folder the server cannot write fails at start, saying it cannot be opened', () => {
    const locked = path.join(folder, 'locked');
    mkdirSync(locked, { mode: 0o555 });
    const file = path.join(locked, 'new.sqlite');
    expectRefused(
      asUnprivileged(() => startWith(file)),
      file,
      'cannot be opened',
    );
  });

  it.each([
    [
      'under /proc, where Node’s recursive mkdir loops forever',
      '/proc/lectern/nested/x.sqlite',
      '/proc/lectern',
    ],
    ['under /sys', '/sys/lectern/x.sqlite', '/sys/lectern'],
  ])('%s fails at once, naming the folder', (_case, file, parent) => {
    const outcome = startWith(file);
    expectRefused(outcome, file, `its folder ${parent} cannot be created (`);
    expect(outcome.ms).toBeLessThan(1000);
  });

  it('inside a file fails at start', () => {
    const file = '/dev/null/lectern.sqlite';
    expect(startWith(file).error).toBeInstanceOf(AccountsStorageError);
  });

  it('starts and migrates a new file in new folders', async () => {
    const file = path.join(folder, 'new', 'deeper', 'lectern.sqlite');
    const accounts = createAccounts({
      origin: 'http://localhost:4321',
      database: { kind: 'sqlite', path: file },
      log: () => {},
    });
    await accounts.ready();
    await accounts.close();
    expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
  });
});
