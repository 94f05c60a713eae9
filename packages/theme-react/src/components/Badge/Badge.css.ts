import type { Tone } from '@lectern/theme-core';
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

import { BADGE_CLASS, badgeToneClass } from './badge-classes';

// The badges' styles, by their fixed class names (see badge-classes.ts).

const TONES: readonly Tone[] = ['info', 'tip', 'success', 'warning', 'error'];

globalStyle(`.${BADGE_CLASS}`, {
  '@layer': {
    [componentsLayer]: {
      display: 'inline-block',
      paddingInline: vars.space.small,
      border: `1px solid ${vars.color.infoBorder}`,
      borderRadius: '999px',
      backgroundColor: vars.color.infoBackground,
      color: vars.color.infoText,
      fontSize: '0.75em',
      fontWeight: 600,
      lineHeight: vars.lineHeight.base,
      letterSpacing: 'normal',
      verticalAlign: '0.125em',
      whiteSpace: 'nowrap',
    },
  },
});

for (const tone of TONES) {
  globalStyle(`.${badgeToneClass(tone)}`, {
    '@layer': {
      [componentsLayer]: {
        borderColor: vars.color[`${tone}Border`],
        backgroundColor: vars.color[`${tone}Background`],
        color: vars.color[`${tone}Text`],
      },
    },
  });
}
