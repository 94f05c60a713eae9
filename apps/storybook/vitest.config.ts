import { chromiumLaunchOptions } from '@lectern/tooling/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story is a test in real Chromium: it must render, its play function (interactions) must pass,
// and the a11y addon fails it on any axe violation.
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    // The first story of a file loads its modules: beside the site's browser tests in CI, past 15 s.
    testTimeout: 45_000,
    // Beside the site's browser tests, a story's play function has lost the race with React's effects
    // a few times (one in about ten CI runs); a story run again from the start, as the site's Playwright
    // tests are, passes those. A story that fails twice fails.
    retry: 1,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
});
