import { defineUnitTestConfig } from '@lectern/tooling/vitest';

// The routes run inside Astro's build; the site's browser tests cover them.
export default defineUnitTestConfig({ coverageThreshold: 80, coverageExclude: ['src/routes/**'] });
