import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { AccountsConfigError } from '../config-error';

/**
 * The SQLite file cannot be used, and will not become usable by trying again: it is read-only, damaged,
 * not a database, or cannot be opened or created. The message names the file and says what to do. An
 * {@link AccountsConfigError}, so a site that reports those reports this too.
 */
export class AccountsStorageError extends AccountsConfigError {
  /** The SQLite file, absolute. */
  readonly file: string;

  constructor(file: string, problem: string, cause: unknown) {
    super([`${file}: ${problem}`], 'the SQLite database (LECTERN_SQLITE_PATH, option database.path)');
    this.file = file;
    this.cause = cause;
  }
}

/** What to say for SQLite's primary result codes, by code. */
const SQLITE_PROBLEMS: Readonly<Record<number, string>> = {
  8: 'is read-only for the user the server runs as: make the file and its folder writable by that user (SQLite writes -wal and -shm files beside it), or set LECTERN_SQLITE_PATH to a file that is',
  11: 'is damaged: restore it from a backup (or try the sqlite3 shell’s .recover), or move it away to start with an empty database',
  14: 'cannot be opened: check that it is a file, not a folder, and that its folder can be written by the user the server runs as; or set LECTERN_SQLITE_PATH to another file',
  26: 'is not an SQLite database: set LECTERN_SQLITE_PATH to the accounts database, or move this file away to start with an empty one',
};

/** SQLite's answers that pass by themselves: another process holds the lock, or the disk is full. */
const PASSING_CODES = new Set([5, 6, 13]);

/** SQLite's primary result code of an error of `node:sqlite`, or `undefined` for another error. */
function sqliteCode(error: unknown): number | undefined {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' ? code & 0xff : undefined;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Creates the folders of `file` that are missing, one at a time from the nearest one that exists: a
 * bounded walk, where `mkdirSync(…, { recursive: true })` loops forever under `/proc` in Node 24. Throws an
 * {@link AccountsStorageError} naming the folder that cannot be made.
 */
export function createSqliteFolder(file: string): void {
  const missing: string[] = [];
  let folder = path.dirname(file);
  while (!exists(folder)) {
    missing.unshift(folder);
    const parent = path.dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  for (const each of missing) {
    try {
      mkdirSync(each);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new AccountsStorageError(
        file,
        `its folder ${each} cannot be created (${reason(error)}): create it by hand, writable by the user the server runs as, or set LECTERN_SQLITE_PATH to a file in a folder that can be`,
        error,
      );
    }
  }
}

function exists(folder: string): boolean {
  try {
    statSync(folder);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Only "not there" means "make it"; anything else (a file in the way, no permission) is for mkdir to say.
    return code !== 'ENOENT';
  }
}

/**
 * Checks that an opened SQLite database can be used: that it is a database, undamaged enough to read its
 * schema, and writable (it takes the write lock and gives it back, as the first save would). Throws an
 * {@link AccountsStorageError} naming `file` and what to do; an error that passes by itself (the file is
 * locked by another process, the disk is full) is thrown as it is.
 */
export function checkSqliteDatabase(database: DatabaseSync, file: string): void {
  try {
    database.prepare('SELECT count(*) FROM sqlite_schema').get();
    database.exec('BEGIN IMMEDIATE; ROLLBACK;');
  } catch (error) {
    throw sqliteFileError(error, file);
  }
}

/**
 * The error to throw for a failure to open or check `file`: an {@link AccountsStorageError} saying what to
 * do, or the error itself when it passes by itself.
 */
export function sqliteFileError(error: unknown, file: string): unknown {
  const code = sqliteCode(error);
  if (code !== undefined && PASSING_CODES.has(code)) return error;
  const problem = (code !== undefined && SQLITE_PROBLEMS[code]) || 'cannot be used';
  return new AccountsStorageError(file, `${problem} (SQLite: ${reason(error)})`, error);
}
