import { defineUnitTestConfig } from '@lectern/tooling/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineUnitTestConfig({
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  coverageThreshold: 90,
  plugins: [vanillaExtractPlugin()],
  // Builds and serves with Vite, whose bundler is native code.
  outsideVm: ['src/vite/**/*.test.ts'],
});
