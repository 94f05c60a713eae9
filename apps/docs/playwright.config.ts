import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '@lectern/tooling/chromium';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4390);
/** The same site served like a host without redirect rules, for the static redirect pages. */
const staticHostPort = port + 10;
/** The built site to test: `dist` unless E2E_DIST names another build. */
const dir = process.env.E2E_DIST ?? 'dist';
/** The GitHub-like and Discord-like OAuth providers the site logs in with (e2e/oauth-providers.mjs). */
const githubPort = port + 20;
const discordPort = port + 21;
/** The site built with the tests' own sponsors and job listings (e2e/fixture-site.mjs). */
const fixturePort = port + 30;
/** The small site with every site option in use, under the base path /docs/ (e2e/options-site.mjs). */
const optionsPort = port + 40;
// The accounts database of this run, a fresh SQLite file; the tests read it too (the admin command).
process.env.E2E_ACCOUNTS_DB ??= path.join(os.tmpdir(), `lectern-e2e-${port}-${Date.now()}.sqlite`);

const provider = (name: string, port: number, profilePath: string) => ({
  [`${name}_CLIENT_ID`]: `e2e-${name.toLowerCase()}`,
  [`${name}_CLIENT_SECRET`]: `e2e-${name.toLowerCase()}-secret`,
  [`${name}_AUTHORIZE_URL`]: `http://127.0.0.1:${port}/authorize`,
  [`${name}_TOKEN_URL`]: `http://127.0.0.1:${port}/token`,
  [`${name}_USER_URL`]: `http://127.0.0.1:${port}${profilePath}`,
});

/** The site's server environment: both providers configured, a fresh database, login limits off. */
const accountsEnv: Record<string, string> = {
  ...provider('GITHUB', githubPort, '/user'),
  ...provider('DISCORD', discordPort, '/users/@me'),
  LECTERN_SQLITE_PATH: process.env.E2E_ACCOUNTS_DB,
  // The site's address as the browser reaches it (the build's `site` is the public https://lectern.dev):
  // the accounts answer this origin only.
  LECTERN_ORIGIN: `http://127.0.0.1:${port}`,
  // Every test logs in from 127.0.0.1; the limits themselves are tested in @lectern/accounts.
  LECTERN_LOGIN_RATE_LIMIT: '0',
  LECTERN_SETTINGS_RATE_LIMIT: '0',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // The browser tests share the machine's two cores with builds and unit tests (npm test runs them side
  // by side): a test that fails once is run again, and reported flaky if it then passes.
  retries: 1,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action with a snapshot of the page: a fifth of the run's time when every test
    // keeps one. A failing test's retry records it (E2E_TRACE=all records every test's, kept on failure).
    trace: process.env.E2E_TRACE === 'all' ? 'retain-on-failure' : 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    {
      command: `node e2e/oauth-providers.mjs --github-port ${githubPort} --discord-port ${discordPort}`,
      url: `http://127.0.0.1:${discordPort}/_ready`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve.mjs --port ${port} --dir ${dir}`,
      url: `http://127.0.0.1:${port}/`,
      env: accountsEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node e2e/fixture-site.mjs --port ${fixturePort}`,
      url: `http://127.0.0.1:${fixturePort}/`,
      env: { LECTERN_ORIGIN: `http://127.0.0.1:${fixturePort}` },
      reuseExistingServer: false,
      // It builds the site first.
      timeout: 300_000,
    },
    {
      command: `node e2e/options-site.mjs --port ${optionsPort}`,
      url: `http://127.0.0.1:${optionsPort}/`,
      reuseExistingServer: false,
      // It builds the site first.
      timeout: 300_000,
    },
    {
      command: `node scripts/serve.mjs --port ${staticHostPort} --dir ${dir} --static-host`,
      url: `http://127.0.0.1:${staticHostPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
