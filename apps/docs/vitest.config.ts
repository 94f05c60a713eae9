import { defineUnitTestConfig } from '@lectern/tooling/vitest';

// Unit tests of the site's own code: its areas, data checks and helpers (the documented library tests itself).
export default defineUnitTestConfig({ environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] });
