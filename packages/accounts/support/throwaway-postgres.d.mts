export declare const POSTGRES_MISSING_MESSAGE: string;

/** The folder with initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export declare function findPostgresBin(env?: NodeJS.ProcessEnv): string | undefined;

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, no password). */
  readonly url: string;
  readonly port: number;
  readonly binDir: string;
  /** Starts the server again after {@link stop}, on the same port with the same data. */
  start(): Promise<void>;
  /** Stops the server (fast shutdown), keeping its data. */
  stop(): Promise<void>;
  /** Stops the server if it runs and deletes its folder. */
  remove(): Promise<void>;
}

export declare function startThrowawayPostgres(options?: { durable?: boolean }): Promise<ThrowawayPostgres>;
