import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../support/throwaway-postgres.mjs';
import { MESSAGES } from '../routes/messages';
import { createPostgresDatabase, postgresServerUrl } from '../test/databases';
import { deviceSettings, type Fixture, startFixture } from '../test/fixture';

const T = Date.UTC(2026, 0, 1);

interface SettingsAnswer {
  settings: { values: Record<string, unknown> };
  version: number;
}

// A PostgreSQL server of its own, to stop and start again without disturbing the other test files.
describe('a PostgreSQL server that stops and starts again', () => {
  let postgres: ThrowawayPostgres;
  let fixture: Fixture;

  beforeAll(async () => {
    postgresServerUrl(); // Fails with the reason when PostgreSQL is not installed.
    postgres = await startThrowawayPostgres();
    fixture = await startFixture(await createPostgresDatabase(postgres.url));
  });

  afterAll(async () => {
    await fixture?.server.stop();
    await Promise.all([fixture?.github.stop(), fixture?.discord.stop()]);
    await postgres?.remove();
  });

  it('answers 503 with a clear message while it is down, and saves again with nothing lost once it is back', async () => {
    const device = fixture.device();
    await device.login('github');
    const first = await device.putSettings(deviceSettings({ theme: 'dark' }, T));
    expect(first.status).toBe(200);

    await postgres.stop();
    for (const response of [
      await device.request('/api/settings'),
      await device.putSettings(deviceSettings({ direction: 'rtl' }, T + 1000)),
      await device.request('/api/account'),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({ error: MESSAGES.databaseDown });
    }
    expect((await fixture.device().account()).user).toBeNull();
    expect((await fixture.device().login('github')).location).toBe('/guide?login=failed');
    // More requests while it is down: one log line for the cause, without a stack trace, not one per request.
    for (let index = 0; index < 20; index += 1) await device.request('/api/settings');
    const outage = fixture.server.logs.filter((entry) =>
      entry.message.startsWith('requests that need the database answer 503'),
    );
    expect(outage).toHaveLength(1);
    expect(outage[0]).toEqual({
      level: 'warn',
      message: expect.stringMatching(
        /^requests that need the database answer 503: the accounts database failed: .+ \(first: GET \/api\/settings\) \(the same failure is counted, not logged, for 60 s\)$/,
      ),
    });
    expect(fixture.server.logs.filter((entry) => entry.error !== undefined)).toEqual([]);

    await postgres.start();
    const saved = await device.putSettings(deviceSettings({ direction: 'rtl' }, T + 1000));
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as SettingsAnswer;
    expect(body.version).toBe(2);
    expect(body.settings.values).toMatchObject({ theme: 'dark', direction: 'rtl' });
    expect((await device.account()).user).not.toBeNull();
  });

  it('starts while the database is down, and migrates it once it is back', async () => {
    const database = await createPostgresDatabase(postgres.url);
    await postgres.stop();
    const late = await startFixture(database);
    try {
      const device = late.device();
      expect((await device.login('github')).location).toBe('/guide?login=failed');
      await postgres.start();
      expect((await device.login('github')).location).toBe('/guide');
      const saved = await device.putSettings(deviceSettings({ theme: 'light' }, T));
      expect(saved.status).toBe(200);
      expect(late.server.logs.map((entry) => entry.message)).toContain(
        'the accounts database could not be opened at start; each request will try again',
      );
    } finally {
      await late.stop();
    }
  });
});
