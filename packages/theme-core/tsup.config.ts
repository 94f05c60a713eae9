import { definePackageConfig } from '@lectern/tooling/tsup';

// The config schemas (zod) are their own entry, so pages that only need the rules never load zod.
export default definePackageConfig({ entry: { index: 'src/index.ts', config: 'src/config/index.ts' } });
