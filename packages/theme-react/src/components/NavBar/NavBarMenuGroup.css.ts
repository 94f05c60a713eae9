import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

/** A titled section of a dropdown, for items that have items of their own. */
export const section = componentStyle({
  selectors: {
    'li:not(:first-child) > &': {
      marginBlockStart: '8px',
      paddingBlockStart: '8px',
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const sectionTitle = componentStyle({
  margin: 0,
  paddingBlock: '4px',
  paddingInline: '12px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
});
