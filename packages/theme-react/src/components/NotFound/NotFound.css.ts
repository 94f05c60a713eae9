import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const notFound = componentStyle({
  paddingBlock: `${vars.space.page} ${vars.space.pageEnd}`,
  paddingInline: vars.space.xlarge,
  textAlign: 'center',
  '@media': { [media.tablet]: { paddingBlock: `${vars.space.pageEnd} 128px` } },
});

export const code = componentStyle({
  margin: 0,
  fontSize: vars.fontSize.hero,
  fontWeight: 600,
  lineHeight: vars.lineHeight.none,
  color: vars.color.text,
});

export const title = componentStyle({
  margin: 0,
  marginBlockStart: vars.space.standard,
  fontSize: vars.fontSize.xlarge,
  fontWeight: 700,
  letterSpacing: '0.1em',
  lineHeight: vars.lineHeight.snug,
});

export const divider = componentStyle({
  inlineSize: '64px',
  blockSize: '1px',
  marginBlock: `${vars.space.xlarge} 18px`,
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

export const action = componentStyle({ margin: 0, paddingBlockStart: vars.space.large });

export const link = componentStyle({
  display: 'inline-block',
  paddingBlock: vars.space.xsmall,
  paddingInline: '18px',
  border: `1px solid ${vars.color.primary}`,
  borderRadius: '999px',
  fontSize: vars.fontSize.standard,
  fontWeight: 500,
  color: vars.color.link,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: { '&:hover': { textDecoration: 'underline' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
