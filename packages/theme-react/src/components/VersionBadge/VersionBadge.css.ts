import { LENS_NEWER_ATTRIBUTE } from '@lectern/theme-core/dom';
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { BADGE_CLASS } from '../Badge/badge-classes';

// A version badge the lens marked newer than the visitor's version: outlined in the accent colour, so that
// it stands out from the other badges beside the note it shows.
globalStyle(`.${BADGE_CLASS}[${LENS_NEWER_ATTRIBUTE}]`, {
  '@layer': {
    [componentsLayer]: {
      outline: `2px solid ${vars.color.primary}`,
      outlineOffset: '1px',
      whiteSpace: 'normal',
    },
  },
});

// A badge the lens hid (removed by the reader's version): the badge's own display would keep it shown.
globalStyle(`.${BADGE_CLASS}[hidden]`, {
  '@layer': { [componentsLayer]: { display: 'none' } },
});
