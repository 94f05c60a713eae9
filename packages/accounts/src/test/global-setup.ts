import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../support/throwaway-postgres.mjs';

declare module 'vitest' {
  interface ProvidedContext {
    /** The throwaway PostgreSQL server's address, or why there is none (the PostgreSQL tests then fail). */
    postgres: { readonly url: string } | { readonly error: string };
  }
}

let server: ThrowawayPostgres | undefined;

export async function setup(project: TestProject): Promise<void> {
  try {
    server = await startThrowawayPostgres();
    project.provide('postgres', { url: server.url });
  } catch (error) {
    project.provide('postgres', { error: error instanceof Error ? error.message : String(error) });
  }
}

export async function teardown(): Promise<void> {
  await server?.remove();
}
