import { defineUnitTestConfig } from '@lectern/tooling/vitest';

export default defineUnitTestConfig({ coverageThreshold: 80 });
