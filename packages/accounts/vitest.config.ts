import { defineUnitTestConfig } from '@lectern/tooling/vitest';
import { mergeConfig } from 'vitest/config';

// The storage tests run against SQLite and against a throwaway PostgreSQL server, which the global
// setup starts once for all test files (the outage test starts one of its own, to stop and restart).
// Starting and stopping a PostgreSQL server takes seconds, more on a busy machine: the tests get a minute.
// A storage test changes the process's user id (to read a file as another user): a process per file.
export default mergeConfig(
  defineUnitTestConfig({ coverageThreshold: 90, coverageExclude: ['src/cli.ts'], processPerFile: true }),
  {
    test: { globalSetup: ['./src/test/global-setup.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
  },
);
