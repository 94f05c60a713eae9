import { globalStyle } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

export const section = componentStyle({ marginBlock: '24px' });

export const scroller = componentStyle({ overflowX: 'auto', marginBlock: '12px 24px' });

export const table = componentStyle({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
});

globalStyle(`${table} th, ${table} td`, {
  '@layer': {
    [componentsLayer]: {
      paddingBlock: '8px',
      paddingInline: '12px',
      borderBlockEnd: `1px solid ${vars.color.border}`,
      textAlign: 'start',
      verticalAlign: 'top',
    },
  },
});

globalStyle(`${table} th`, {
  '@layer': { [componentsLayer]: { color: vars.color.textMuted, fontWeight: 600 } },
});

export const code = componentStyle({
  paddingInline: '4px',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.codeBackground,
  color: vars.color.codeText,
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
});

export const required = componentStyle({
  marginInlineStart: '6px',
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
});

export const values = componentStyle({ marginBlockStart: '4px', color: vars.color.textMuted });
