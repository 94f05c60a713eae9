import { defineUnitTestConfig } from '@lectern/tooling/vitest';

// The library's tests: each component's rules, its rendering, keyboard use and axe in jsdom.
export default defineUnitTestConfig({
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  coverageThreshold: 95,
});
