import { definePackageConfig } from '@lectern/tooling/tsup';

// `.` is the browser client (no React, no Node), `./node` the index builder, `./vite` the Vite plugin that
// builds a single-page app's index with it, `./opener` the small piece that catches the hotkeys and the
// search button, `./opener-on-demand` the smaller one every page loads, which installs the opener when
// search is first needed, `./dialog` the React dialog (with its CSS), loaded when search opens, and
// `./client-directive` the Astro directive that hydrates the dialog on demand.
export default definePackageConfig({
  css: true,
  entry: {
    index: 'src/index.ts',
    'node/index': 'src/node/index.ts',
    vite: 'src/vite.ts',
    opener: 'src/opener.ts',
    'opener-on-demand': 'src/opener-on-demand.ts',
    dialog: 'src/dialog.ts',
    docsearch: 'src/docsearch.ts',
    'client-directive': 'src/client-directive.ts',
  },
});
