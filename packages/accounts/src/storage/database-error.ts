import type { DatabaseConnection, Dialect, Driver } from 'kysely';

/**
 * A call to the database failed: it could not be reached, refused the connection, broke off, or
 * answered with an error. The routes answer it with 503 and log the cause.
 */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';

  /**
   * @param location Where the database is (the SQLite file, PostgreSQL's host and database), when the
   *   message should say it: on opening.
   */
  constructor(cause: unknown, location?: string) {
    super(
      `the accounts database${location ? ` at ${location}` : ''} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

async function guard<Value>(call: () => Promise<Value>): Promise<Value> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof DatabaseError ? error : new DatabaseError(error);
  }
}

/**
 * Wraps a Kysely dialect so that every failure of its driver (connecting, querying, transactions) is a
 * {@link DatabaseError}: the routes then tell a database that is down from a mistake of their own.
 */
export function guardDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => guardDriver(dialect.createDriver()),
  };
}

function guardDriver(driver: Driver): Driver {
  // The driver's own methods need its own connection objects back.
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
  const guarded: Driver = {
    init: (options) => guard(() => driver.init(options)),
    acquireConnection: async (options) => {
      const connection = await guard(() => driver.acquireConnection(options));
      const wrapper: DatabaseConnection = {
        executeQuery: (query, queryOptions) => guard(() => connection.executeQuery(query, queryOptions)),
        streamQuery: (query, chunkSize, queryOptions) =>
          connection.streamQuery(query, chunkSize, queryOptions),
      };
      inner.set(wrapper, connection);
      return wrapper;
    },
    beginTransaction: (connection, settings) =>
      guard(() => driver.beginTransaction(unwrap(connection), settings)),
    commitTransaction: (connection) => guard(() => driver.commitTransaction(unwrap(connection))),
    rollbackTransaction: (connection) => guard(() => driver.rollbackTransaction(unwrap(connection))),
    releaseConnection: (connection, options) => driver.releaseConnection(unwrap(connection), options),
    destroy: (options) => driver.destroy(options),
  };
  const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver;
  if (savepoint && rollbackToSavepoint && releaseSavepoint) {
    guarded.savepoint = (connection, name, compile) =>
      guard(() => savepoint.call(driver, unwrap(connection), name, compile));
    guarded.rollbackToSavepoint = (connection, name, compile) =>
      guard(() => rollbackToSavepoint.call(driver, unwrap(connection), name, compile));
    guarded.releaseSavepoint = (connection, name, compile) =>
      guard(() => releaseSavepoint.call(driver, unwrap(connection), name, compile));
  }
  return guarded;
}
