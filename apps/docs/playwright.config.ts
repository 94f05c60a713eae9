import { chromiumLaunchOptions } from '@lectern/tooling/chromium';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4390);
/** The same site served like a host without redirect rules, for the static redirect pages. */
const staticHostPort = port + 10;
/** The built site to test: `dist` unless E2E_DIST names another build. */
const dir = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
      command: `node scripts/serve.mjs --port ${port} --dir ${dir}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve.mjs --port ${staticHostPort} --dir ${dir} --static-host`,
      url: `http://127.0.0.1:${staticHostPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
