import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { readReactApi, writePublishedApi } from '@lectern/component-api';
import { definePackageConfig } from '@lectern/tooling/tsup';
import { THEME_API_FILE, THEME_API_SOURCE } from './api.config';

// Besides the full index, each interactive component is an entry of its own, so that an island in a
// site loads only its own component's code. `vite` is for Node: the plugin that puts the first-paint
// script into index.html. `appearance-script.js` is that script with the default settings, for sites
// built with other tools to inline. `api.json` is the components' API data, for sites that document them.
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
    'page-start': 'src/entries/page-start.ts',
    'account-dashboard': 'src/entries/account-dashboard.ts',
    vite: 'src/entries/vite.ts',
    dom: 'src/entries/dom.ts',
  },
  onSuccess: async () => {
    // The first-paint script is built from TypeScript with the package, so it is read from the build.
    const { appearanceScript } = await import(`${pathToFileURL('dist/vite.js').href}?${Date.now()}`);
    await writeFile('dist/appearance-script.js', `${appearanceScript()}\n`);
    writePublishedApi(THEME_API_FILE, (await readReactApi(THEME_API_SOURCE, process.cwd())).components);
  },
});
