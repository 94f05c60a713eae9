import type { UserConfig } from 'vitest/config';

export interface UnitTestOptions {
  /** `jsdom` for component tests. Defaults to `node`. */
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  /** Minimum line coverage in percent; the test run fails below it. */
  coverageThreshold?: number;
  plugins?: UserConfig['plugins'];
}

export declare function defineUnitTestConfig(options?: UnitTestOptions): UserConfig;
