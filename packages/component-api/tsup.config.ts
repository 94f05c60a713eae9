import { definePackageConfig } from '@lectern/tooling/tsup';

// One entry: the readers, and the published API data's writer and reader.
export default definePackageConfig({ entry: ['src/index.ts'] });
