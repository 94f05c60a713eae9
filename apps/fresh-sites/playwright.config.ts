import { readFileSync } from 'node:fs';
import { chromiumLaunchOptions } from '@lectern/tooling/chromium';
import { defineConfig, devices } from '@playwright/test';
import { siteOrigins } from './e2e/site-origins';

const sites = JSON.parse(readFileSync(new URL('./.work.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: Object.entries(siteOrigins).map(([site, origin]) => ({
    command: `node scripts/serve.mjs ${sites[site]} ${new URL(origin).port}`,
    url: `${origin}/`,
    timeout: 30_000,
  })),
});
