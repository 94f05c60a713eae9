import { FONT_SIZES, LAYERS, LINE_HEIGHTS, MOTION, SPACE, themes } from '@lectern/theme-core';
import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeLayer } from './layers.css';

// Every property once on :root (light's colours, and what all three themes share); `data-theme` on <html>,
// set before the first paint, gives the other themes their colours.
createGlobalTheme(':root', vars, {
  '@layer': themeLayer,
  color: themes.light,
  font: {
    body: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, "JetBrains Mono", Menlo, Consolas, monospace',
  },
  fontSize: FONT_SIZES,
  space: SPACE,
  lineHeight: asStrings(LINE_HEIGHTS),
  motion: MOTION,
  layer: asStrings(LAYERS),
  shadow: {
    small: '0 1px 2px rgb(0 0 0 / 0.2)',
    raised: '0 2px 8px rgb(0 0 0 / 0.2)',
    popover: '0 12px 32px rgb(0 0 0 / 0.18)',
    drawer: '0 8px 32px rgb(0 0 0 / 0.3)',
    dialog: '0 24px 64px rgb(0 0 0 / 0.3)',
  },
  layout: { navHeight: '64px', sidebarWidth: '272px', railWidth: '56px', contentMaxWidth: '760px' },
  radius: { small: '4px', medium: '8px' },
});
for (const theme of ['light', 'dark', 'blackguard'] as const) {
  globalStyle(`[data-theme="${theme}"]`, {
    '@layer': { [themeLayer]: { vars: assignVars(vars.color, themes[theme]) } },
  });
}

/** A scale of numbers as the custom properties' text. */
function asStrings<Name extends string>(scale: Readonly<Record<Name, number>>): Record<Name, string> {
  return Object.fromEntries(Object.entries(scale).map(([name, value]) => [name, String(value)])) as Record<
    Name,
    string
  >;
}
