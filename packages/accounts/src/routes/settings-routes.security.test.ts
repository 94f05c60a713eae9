import type { UserSettings } from '@lectern/theme-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../test/browser';
import { DATABASE_KINDS } from '../test/databases';
import { deviceSettings, type Fixture, MONA, startFixture } from '../test/fixture';

// The security suite of the settings routes: overlapping saves by one user (review rows 2.19 and 2.20 of
// ../shared/reviews/security.md: on PostgreSQL, 10 to 20 % of 30 saves at once answered 500).

const T = Date.UTC(2026, 0, 1);
const SAVES = 30;

interface SettingsAnswer {
  settings: { values: Record<string, unknown> };
  version: number;
}

/** What save `index` changes: its own notification, and for the first few one setting of its own too. */
function change(index: number): Partial<UserSettings> {
  const own: Partial<UserSettings>[] = [
    { theme: 'dark' },
    { direction: 'rtl' },
    { inlineApiTables: true },
    { dismissedBanners: ['banner-3'] },
  ];
  return { readNotifications: [`note-${index}`], ...own[index] };
}

describe.each(DATABASE_KINDS)('overlapping settings saves, on %s', (kind) => {
  let fixture: Fixture;
  let githubId = 7000;

  beforeAll(async () => {
    fixture = await startFixture(kind);
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  async function loggedIn(): Promise<TestBrowser> {
    githubId += 1;
    fixture.github.profile = { ...MONA, id: githubId };
    const device = fixture.device();
    await device.login('github');
    return device;
  }

  it(`all succeed and all merge: ${SAVES} saves at once by each of three users, twice over`, async () => {
    const users = [await loggedIn(), await loggedIn(), await loggedIn()];
    for (const round of [0, 1]) {
      const start = T + round * 100_000;
      const responses = await Promise.all(
        users.flatMap((device) =>
          Array.from({ length: SAVES }, (_, index) =>
            device.putSettings(deviceSettings(change(index), start + index * 1000)),
          ),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      for (const device of users) {
        const stored = (await (await device.request('/api/settings')).json()) as SettingsAnswer;
        // Each setting holds the value of the save that changed it last, whatever order they ran in.
        expect(stored.settings.values).toMatchObject({
          theme: 'dark',
          direction: 'rtl',
          inlineApiTables: true,
          dismissedBanners: ['banner-3'],
          readNotifications: [`note-${SAVES - 1}`],
        });
        expect(stored.version).toBeGreaterThan(round === 0 ? 0 : 1);
      }
    }
  });
});
