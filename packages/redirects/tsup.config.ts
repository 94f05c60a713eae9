import { definePackageConfig } from '@lectern/tooling/tsup';

// `.` is the pure core, `./node` the middleware and the writer, `cli.js` the lectern-redirects command.
export default definePackageConfig({ entry: ['src/index.ts', 'src/node/index.ts', 'src/cli.ts'] });
