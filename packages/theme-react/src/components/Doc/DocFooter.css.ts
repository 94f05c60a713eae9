import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const docFooter = componentStyle({ marginBlockStart: vars.space.page });

/** The edit link and the last-updated line: one row on wide screens, stacked on narrow ones. */
export const meta = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.small} ${vars.space.xlarge}`,
});

export const editLink = componentStyle({
  color: vars.color.link,
  fontSize: vars.fontSize.standard,
  fontWeight: 500,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const lastUpdated = componentStyle({
  margin: 0,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.standard,
  color: vars.color.textMuted,
});
