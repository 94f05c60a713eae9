import { definePackageConfig } from '@lectern/tooling/tsup';

// Besides the full index, each interactive component is an entry of its own, so that an island in a
// site loads only its own component's code.
export default definePackageConfig({
  css: true,
  entry: {
    index: 'src/index.ts',
    'nav-bar': 'src/entries/nav-bar.ts',
    sidebar: 'src/entries/sidebar.ts',
    'local-nav': 'src/entries/local-nav.ts',
    outline: 'src/entries/outline.ts',
    settings: 'src/entries/settings.ts',
    'page-effects': 'src/entries/page-effects.ts',
    'account-dashboard': 'src/entries/account-dashboard.ts',
  },
});
