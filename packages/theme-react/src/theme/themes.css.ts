import { themes } from '@lectern/theme-core';
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeLayer } from './layers.css';

const shared = {
  font: {
    body: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, "JetBrains Mono", Menlo, Consolas, monospace',
  },
  layout: { navHeight: '64px', sidebarWidth: '272px', railWidth: '56px', contentMaxWidth: '760px' },
  radius: { small: '4px', medium: '8px' },
};

// Light is the default; `data-theme` on <html> picks the others before first paint.
createGlobalTheme(':root, [data-theme="light"]', vars, {
  '@layer': themeLayer,
  color: themes.light,
  ...shared,
});
createGlobalTheme('[data-theme="dark"]', vars, { '@layer': themeLayer, color: themes.dark, ...shared });
createGlobalTheme('[data-theme="blackguard"]', vars, {
  '@layer': themeLayer,
  color: themes.blackguard,
  ...shared,
});
