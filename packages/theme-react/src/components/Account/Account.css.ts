import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const section = componentStyle({
  display: 'grid',
  gap: '8px',
  paddingBlockEnd: '12px',
  marginBlockEnd: '12px',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const heading = componentStyle({ margin: 0, fontSize: vars.fontSize.standard, fontWeight: 600 });

export const who = componentStyle({ display: 'flex', alignItems: 'center', gap: '8px', margin: 0 });

export const avatar = componentStyle({
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: '50%',
  objectFit: 'cover',
  flex: 'none',
});

export const note = componentStyle({ margin: 0, color: vars.color.textMuted });

export const alert = componentStyle({ margin: 0, color: vars.color.text, fontWeight: 600 });

export const actions = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  alignItems: 'center',
});

export const button = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '32px',
  paddingInline: '12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const link = componentStyle({
  color: vars.color.primary,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' } },
});

export const list = componentStyle({ margin: 0, paddingInlineStart: '20px' });

export const dashboard = componentStyle({ display: 'grid', gap: '16px', maxInlineSize: '40rem' });
