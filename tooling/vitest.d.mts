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
}

export declare function defineUnitTestConfig(options?: UnitTestOptions): UserConfig;
