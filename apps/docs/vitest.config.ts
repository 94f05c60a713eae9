import { defineUnitTestConfig } from '@lectern/tooling/vitest';

// Unit tests of the site's own code: the documented component library and the site's helpers.
export default defineUnitTestConfig({ environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] });
