import { withBase } from '@lectern/theme-core';
import { vi } from 'vitest';
import type { AccountUser } from './account-api';

/** A request the fake accounts server received. */
export interface ReceivedRequest {
  readonly url: string;
  readonly method: string;
  readonly body: string | undefined;
  readonly headers: Headers;
}

/**
 * A fake accounts server behind `fetch`, for the tests: `GET /api/account/` answers `account`, `PUT
 * /api/settings/` answers `settingsStatus` with `settings` (or the body's document when `settings` is
 * unset), `POST /auth/logout/` answers 204, all under `base` (a site's base path, `/docs/`); anything
 * else answers 404. Every request is kept.
 */
export function fakeAccountsServer(base = '/') {
  const server = {
    user: null as AccountUser | null,
    login: { github: true, discord: false },
    accountStatus: 200,
    settingsStatus: 200,
    settings: undefined as unknown,
    error: undefined as unknown,
    received: [] as ReceivedRequest[],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? init.body : undefined;
      server.received.push({ url: input, method, body, headers: new Headers(init.headers) });
      if (server.accountStatus === 0) throw new TypeError('Failed to fetch');
      if (input === withBase('/api/account/', base)) {
        return Response.json({ user: server.user, login: server.login }, { status: server.accountStatus });
      }
      if (input === withBase('/api/settings/', base) && method === 'PUT') {
        if (server.settingsStatus !== 200) {
          return Response.json(server.error ?? { error: 'refused' }, { status: server.settingsStatus });
        }
        return Response.json({
          settings: server.settings ?? JSON.parse(body ?? '{}'),
          version: 1,
          role: 'logged-in',
        });
      }
      if (input === withBase('/auth/logout/', base) && method === 'POST') {
        return new Response(null, { status: 204 });
      }
      return new Response('not found', { status: 404 });
    }),
  );
  return server;
}

/** A user as the server describes one. */
export function user(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    avatarUrl: null,
    providers: ['github'],
    subscriber: false,
    ...overrides,
  };
}
