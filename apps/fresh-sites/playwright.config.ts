import { readFileSync } from 'node:fs';
import { chromiumLaunchOptions } from '@lectern/tooling/chromium';
import { defineConfig, devices } from '@playwright/test';
import { siteOrigins } from './e2e/site-origins';

/** The sites scripts/prepare.mjs built: each one's folder, and how it is served. */
const sites = JSON.parse(readFileSync(new URL('./.work.json', import.meta.url), 'utf8')) as Record<
  keyof typeof siteOrigins,
  { dir: string; serve: 'preview' | 'static'; manager?: string }
>;

/** The command serving a site: its own `preview` script, as its README says, or a static server. */
function serve(site: keyof typeof siteOrigins, origin: string) {
  const { dir, serve: how, manager } = sites[site];
  const { hostname, port } = new URL(origin);
  if (how === 'preview') {
    // npm passes a script the arguments after `--`; pnpm passes all of them, `--` included.
    const options = `--host ${hostname} --port ${port}`;
    return {
      command: manager === 'npm' ? `npm run preview -- ${options}` : `${manager} run preview ${options}`,
      cwd: dir,
    };
  }
  return { command: `node scripts/serve.mjs ${dir} ${port}` };
}

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: (Object.entries(siteOrigins) as [keyof typeof siteOrigins, string][]).map(([site, origin]) => ({
    ...serve(site, origin),
    url: `${origin}/`,
    timeout: 60_000,
  })),
});
