import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

/** The first group of the sidebar, set off from the next by a line, like the groups after it. */
export const pins = componentStyle({
  marginBlockEnd: vars.space.standard,
  paddingBlockEnd: vars.space.standard,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
});
