// Shared vitest settings: tests live beside the code, results go to .reports/vitest.json (read by the
// summary line of `npm test`), and coverage is measured over the package's own source.
import { defineConfig } from 'vitest/config';

/**
 * @param {import("./vitest.d.mts").UnitTestOptions} [options]
 */
export function defineUnitTestConfig({
  environment = 'node',
  setupFiles = [],
  coverageThreshold,
  coverageExclude = [],
  plugins = [],
} = {}) {
  return defineConfig({
    plugins,
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment,
      setupFiles,
      // The test run shares two cores with builds and browsers: give slow machines room.
      testTimeout: 20_000,
      reporters: ['default', 'json'],
      outputFile: { json: '.reports/vitest.json' },
      coverage: {
        provider: 'v8',
        include: ['src/**/*.{ts,tsx}'],
        // Style sources run inside vanilla-extract's compiler, not in the tested runtime.
        exclude: [
          'src/**/*.test.{ts,tsx}',
          'src/**/index.ts',
          'src/**/*.css.ts',
          'src/theme/**',
          'src/test/**',
          ...coverageExclude,
        ],
        reporter: ['text-summary', 'json-summary'],
        reportsDirectory: 'coverage',
        thresholds: coverageThreshold
          ? {
              lines: coverageThreshold,
              statements: coverageThreshold,
              functions: coverageThreshold,
              branches: coverageThreshold - 5,
            }
          : undefined,
      },
    },
  });
}
