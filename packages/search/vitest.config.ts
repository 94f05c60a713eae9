import { defineUnitTestConfig } from '@lectern/tooling/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Tests run in Node; those that need a DOM (the opener, the dialog) say `@vitest-environment jsdom`.
export default defineUnitTestConfig({
  setupFiles: ['./src/test/setup.ts'],
  coverageThreshold: 90,
  // Entry points only re-export; component-style.ts runs inside vanilla-extract's compiler.
  coverageExclude: [
    'src/client-directive.ts',
    'src/dialog.ts',
    'src/opener.ts',
    'src/docsearch.ts',
    'src/dialog/component-style.ts',
  ],
  plugins: [vanillaExtractPlugin()],
});
