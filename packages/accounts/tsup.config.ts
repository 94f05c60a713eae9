import { definePackageConfig } from '@lectern/tooling/tsup';

// `.` is the server (routes, sessions, storage), `cli.js` the lectern-accounts admin command.
export default definePackageConfig({ entry: ['src/index.ts', 'src/cli.ts'] });
