import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

/** One part of the extra menu; parts after the first are set off by a line. */
export const group = componentStyle({
  selectors: {
    '& + &': {
      marginBlockStart: vars.space.small,
      paddingBlockStart: vars.space.small,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});
