import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const notFound = componentStyle({
  paddingBlock: '64px 96px',
  paddingInline: '24px',
  textAlign: 'center',
  '@media': { [media.tablet]: { paddingBlock: '96px 128px' } },
});

export const code = componentStyle({
  margin: 0,
  fontSize: vars.fontSize.hero,
  fontWeight: 600,
  lineHeight: 1,
  color: vars.color.text,
});

export const title = componentStyle({
  margin: 0,
  marginBlockStart: '16px',
  fontSize: vars.fontSize.xlarge,
  fontWeight: 700,
  letterSpacing: '0.1em',
  lineHeight: 1.4,
});

export const divider = componentStyle({
  inlineSize: '64px',
  blockSize: '1px',
  marginBlock: '24px 18px',
  marginInline: 'auto',
  backgroundColor: vars.color.border,
});

export const quote = componentStyle({
  maxInlineSize: '256px',
  margin: 0,
  marginInline: 'auto',
  fontSize: vars.fontSize.standard,
  fontWeight: 500,
  color: vars.color.textMuted,
});

export const action = componentStyle({ margin: 0, paddingBlockStart: '20px' });

export const link = componentStyle({
  display: 'inline-block',
  paddingBlock: '6px',
  paddingInline: '18px',
  border: `1px solid ${vars.color.primary}`,
  borderRadius: '999px',
  fontSize: vars.fontSize.standard,
  fontWeight: 500,
  color: vars.color.link,
  textDecoration: 'none',
  transition: 'border-color 0.2s, color 0.2s',
  selectors: { '&:hover': { textDecoration: 'underline' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
