import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const pager = componentStyle({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.standard,
  marginBlockStart: vars.space.xxlarge,
  paddingBlockStart: vars.space.xlarge,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const link = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  blockSize: '100%',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.standard,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast}`,
  selectors: { '&:hover': { borderColor: vars.color.primary } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const prev = componentStyle({ gridColumn: '1' });

/** The next link stays in the end column, also when there is no previous link. */
export const next = componentStyle({ gridColumn: '2', textAlign: 'end' });

export const label = componentStyle({
  fontSize: vars.fontSize.xsmall,
  fontWeight: 500,
  color: vars.color.textMuted,
});

export const title = componentStyle({
  fontSize: vars.fontSize.medium,
  fontWeight: 600,
  color: vars.color.link,
});
