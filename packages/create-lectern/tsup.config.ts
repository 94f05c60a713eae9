import { definePackageConfig } from '@lectern/tooling/tsup';

// `cli.js` is the create-lectern command; `.` gives the same steps to other tools and to the tests.
export default definePackageConfig({ entry: ['src/index.ts', 'src/cli.ts'] });
