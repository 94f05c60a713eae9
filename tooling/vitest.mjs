// Shared vitest settings: tests live beside the code, results go to .reports/vitest.json (read by the
// summary line of `npm test`), and coverage is measured over the package's own source.
import { defineConfig } from 'vitest/config';
import { inlineScriptVitePlugin } from './inline-script.mjs';

/**
 * @param {import("./vitest.d.mts").UnitTestOptions} [options]
 */
export function defineUnitTestConfig({
  environment = 'node',
  setupFiles = [],
  coverageThreshold,
  coverageExclude = [],
  plugins = [],
  outsideVm = [],
  processPerFile = false,
} = {}) {
  const include = ['src/**/*.test.{ts,tsx}'];
  // A DOM test file costs a new jsdom (about 0.7 s here) in a new worker; the vmThreads pool makes it in
  // a new VM context of a kept worker instead, which more than halves a component package's test time and
  // keeps each file apart. Files that load native code (Vite's bundler) need a worker of their own.
  const vm = environment === 'jsdom';
  const projects = vm
    ? [
        { extends: true, test: { name: 'vm', include, exclude: outsideVm, pool: 'vmThreads' } },
        ...(outsideVm.length > 0
          ? [{ extends: true, test: { name: 'worker', include: outsideVm, pool: 'forks' } }]
          : []),
      ]
    : undefined;
  return defineConfig({
    plugins: [inlineScriptVitePlugin(), ...plugins],
    test: {
      // Projects extend this config, and vitest joins lists when it extends: each project says its files.
      ...(projects ? { projects } : { include }),
      // Node tests: each file in a worker thread of its own (still apart from the others), not a child
      // process: starting a Node process per file cost about 1.7 s a file on the busy two-core machine
      // (theme-core's tests went from 43 to 24 s). A package whose tests change the process itself (its
      // user id) keeps a process per file.
      ...(projects ? {} : { pool: processPerFile ? 'forks' : 'threads' }),
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
