import { createGlobalThemeContract } from '@vanilla-extract/css';

// The public theme contract: every value is a stable `--lectern-*` custom property that sites may
// override in plain CSS.
export const vars = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceRaised: null,
      text: null,
      textMuted: null,
      border: null,
      primary: null,
      onPrimary: null,
      link: null,
      focusRing: null,
      codeBackground: null,
      codeText: null,
      selection: null,
      codeHighlight: null,
      infoText: null,
      infoBackground: null,
      infoBorder: null,
      tipText: null,
      tipBackground: null,
      tipBorder: null,
      successText: null,
      successBackground: null,
      successBorder: null,
      warningText: null,
      warningBackground: null,
      warningBorder: null,
      errorText: null,
      errorBackground: null,
      errorBorder: null,
    },
    font: { body: null, mono: null },
    /** The type scale (theme-core's `FONT_SIZES`): `--lectern-font-size-standard`… */
    fontSize: {
      xxsmall: null,
      xsmall: null,
      small: null,
      standard: null,
      medium: null,
      body: null,
      large: null,
      xlarge: null,
      xxlarge: null,
      display: null,
      hero: null,
    },
    /** The space scale (theme-core's `SPACE`): `--lectern-space-small`… */
    space: {
      xxsmall: null,
      xsmall: null,
      small: null,
      medium: null,
      standard: null,
      large: null,
      xlarge: null,
      xxlarge: null,
      section: null,
      page: null,
      pageEnd: null,
    },
    /** The line heights (theme-core's `LINE_HEIGHTS`): `--lectern-line-height-standard`… */
    lineHeight: { none: null, heading: null, snug: null, standard: null, base: null, prose: null },
    /** How long transitions take (theme-core's `MOTION`): `--lectern-motion-fast`… */
    motion: { fast: null, standard: null },
    /** The shadows, lightest first: a switch's knob, a raised button, a menu, a drawer, a dialog. */
    shadow: { small: null, raised: null, popover: null, drawer: null, dialog: null },
    /** The stacking layers (theme-core's `LAYERS`): `--lectern-layer-nav-bar`… */
    layer: {
      raised: null,
      dropdown: null,
      localNav: null,
      rail: null,
      navBar: null,
      panel: null,
      toast: null,
      backdrop: null,
      drawer: null,
      skipLink: null,
    },
    layout: { navHeight: null, sidebarWidth: null, railWidth: null, contentMaxWidth: null },
    radius: { small: null, medium: null },
  },
  (_value, path) => `lectern-${path.map(kebabCase).join('-')}`,
);

function kebabCase(word: string): string {
  return word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
