import { defineUnitTestConfig } from '@lectern/tooling/vitest';

// cli.ts only hands the process's arguments and streams to main().
export default defineUnitTestConfig({ coverageThreshold: 90, coverageExclude: ['src/cli.ts'] });
