import { definePackageConfig } from '@lectern/tooling/tsup';

// Every module is built on its own (no bundling), so a site's bundler can split theme-core by module:
// what a page needs as it loads stays apart from what loads later (the full settings reader, with the
// settings panel). The config schemas (zod) are the `./config` entry, so pages that only need the rules
// never load zod.
export default definePackageConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.d.ts', '!src/test/**'],
  bundle: false,
});
