import type { UserConfig } from 'vitest/config';

export interface UnitTestOptions {
  /** `jsdom` for component tests. Defaults to `node`. */
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  /** Minimum line coverage in percent; the test run fails below it. */
  coverageThreshold?: number;
  /** More files left out of coverage, e.g. routes the browser tests cover. */
  coverageExclude?: string[];
  plugins?: UserConfig['plugins'];
  /**
   * Test files (globs) that must not run in a VM context: those that load native code, such as a Vite
   * build. With `jsdom`, the other files run in vitest's `vmThreads` pool.
   */
  outsideVm?: string[];
  /**
   * Runs each test file in a child process of its own rather than a worker thread: for tests that change
   * the process (`process.seteuid()`), which a worker thread may not. Node tests only. Default: false.
   */
  processPerFile?: boolean;
}

export declare function defineUnitTestConfig(options?: UnitTestOptions): UserConfig;
