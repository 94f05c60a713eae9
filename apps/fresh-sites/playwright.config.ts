import { readFileSync } from 'node:fs';
import { chromiumLaunchOptions } from '@lectern/tooling/chromium';
import { defineConfig, devices } from '@playwright/test';

const sites = JSON.parse(readFileSync(new URL('./.work.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs ${sites['astro-site']} 4391`,
      url: 'http://127.0.0.1:4391/en/',
      timeout: 30_000,
    },
    {
      command: `node scripts/serve.mjs ${sites['react-app']} 4392`,
      url: 'http://127.0.0.1:4392/',
      timeout: 30_000,
    },
  ],
});
