import {
  defaultSettingsDocument,
  type SyncedSettingsDocument,
  settingsForSync,
  type UserSettings,
  updateSettings,
} from '@lectern/theme-core';
import type { AccountsOptions } from '../options';
import { type AccountsServer, startAccountsServer } from './accounts-server';
import { TestBrowser } from './browser';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';
import { type MockProvider, startMockProvider } from './mock-provider';

/** A GitHub profile as `GET /user` answers it. */
export const MONA = Object.freeze({
  id: 583231,
  login: 'octocat',
  name: 'Mona Lisa',
  avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
});

/** A Discord profile as `GET /users/@me` answers it. */
export const NELLY = Object.freeze({
  id: '80351110224678912',
  username: 'nelly',
  global_name: 'Nelly',
  avatar: '8342729096ea3675442027381ff50dfe',
});

/** Limits high enough never to get in the way of the tests that do not test them. */
export const NO_LIMITS = Object.freeze({
  login: { limit: 10_000, windowMs: 60_000 },
  settingsWrites: { limit: 10_000, windowMs: 60_000 },
});

/** A database, two mock providers and the accounts server, for one test file and database. */
export interface Fixture {
  readonly database: TestDatabase;
  readonly github: MockProvider;
  readonly discord: MockProvider;
  readonly server: AccountsServer;
  /** A new device: a browser with an empty cookie jar. */
  device(): TestBrowser;
  stop(): Promise<void>;
}

type ServerOptions = Partial<Omit<AccountsOptions, 'origin' | 'log' | 'database'>>;

export async function startFixture(
  kind: DatabaseKind | TestDatabase,
  options: ServerOptions = {},
): Promise<Fixture> {
  const database = typeof kind === 'string' ? await createTestDatabase(kind) : kind;
  const github = await startMockProvider('github');
  const discord = await startMockProvider('discord');
  github.profile = { ...MONA };
  discord.profile = { ...NELLY };
  const server = await startAccountsServer(() => ({
    database: database.options,
    providers: {
      github: { clientId: 'github-client', clientSecret: 'github-secret', endpoints: github.endpoints },
      discord: { clientId: 'discord-client', clientSecret: 'discord-secret', endpoints: discord.endpoints },
    },
    rateLimits: NO_LIMITS,
    ...options,
  }));
  return {
    database,
    github,
    discord,
    server,
    device: () => new TestBrowser(server.origin, options.basePath),
    async stop() {
      await server.stop();
      await Promise.all([github.stop(), discord.stop()]);
      await database.drop();
    },
  };
}

/** What a device sends after changing settings at `now`: its synced document (`settingsForSync`). */
export function deviceSettings(change: Partial<UserSettings>, now: number): SyncedSettingsDocument {
  return settingsForSync(updateSettings(defaultSettingsDocument, change, { now }));
}
