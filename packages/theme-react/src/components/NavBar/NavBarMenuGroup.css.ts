import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

/** A titled section of a dropdown, for items that have items of their own. */
export const section = componentStyle({
  selectors: {
    'li:not(:first-child) > &': {
      marginBlockStart: vars.space.small,
      paddingBlockStart: vars.space.small,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const sectionTitle = componentStyle({
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: 600,
  lineHeight: vars.lineHeight.standard,
  whiteSpace: 'nowrap',
});
