/** A pool of database connections, as Kysely's PostgreSQL dialect uses one (`pg.Pool` is one). */
export interface ConnectionPool<Client extends { release(error?: unknown): void }> {
  connect(): Promise<Client>;
  end(): Promise<void>;
}

/** Waited too long in line for one of the pool's connections: the database is too busy to answer now. */
export class ConnectionLineTimeout extends Error {
  override readonly name = 'ConnectionLineTimeout';

  constructor(waitedMs: number) {
    super(`every connection stayed busy for ${waitedMs} ms`);
  }
}

/**
 * Puts a pool's callers in line for its `size` connections, so that the pool's connect timeout measures
 * only reaching the database. A `pg.Pool` counts the time a caller waits for a busy pool's connection
 * against the same timeout as connecting: under a burst of saves (one user's thirty tabs, or a slow machine)
 * requests failed with 503 while the database was fine. Here a caller waits in line up to `waitMs`; when
 * a connection attempt fails (the database cannot be reached), everyone in line fails at once with that
 * error instead of each waiting out its own attempt.
 *
 * @example new PostgresDialect({ pool: connectionLine(new pg.Pool({ max: 10 }), { size: 10, waitMs: 15_000 }) })
 */
export function connectionLine<
  Client extends { release(error?: unknown): void },
  Pool extends ConnectionPool<Client>,
>(pool: Pool, { size, waitMs }: { size: number; waitMs: number }): Pool {
  let busy = 0;
  const line: { admit(): void; fail(error: unknown): void }[] = [];

  /** Gives a freed place to the first in line, or counts it free. */
  const free = () => {
    const next = line.shift();
    if (next) next.admit();
    else busy -= 1;
  };

  const place = (): Promise<void> => {
    if (busy < size) {
      busy += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
        fail: (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        line.splice(line.indexOf(waiter), 1);
        reject(new ConnectionLineTimeout(waitMs));
      }, waitMs);
      line.push(waiter);
    });
  };

  // The pool's other fields (its options, its client class) stay readable through the line.
  const lined: ConnectionPool<Client> = {
    async connect() {
      await place();
      let client: Client;
      try {
        client = await pool.connect();
      } catch (error) {
        // The database cannot be reached: those in line would fail the same way, one timeout after another.
        for (const waiter of line.splice(0)) waiter.fail(error);
        free();
        throw error;
      }
      let released = false;
      const release = client.release.bind(client);
      client.release = (error?: unknown) => {
        if (released) return;
        released = true;
        release(error);
        free();
      };
      return client;
    },
    end: () => pool.end(),
  };
  return Object.assign(Object.create(pool) as Pool, lined);
}
