import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';

export const home = componentStyle({
  flexGrow: 1,
  paddingBlockEnd: '64px',
  selectors: { '&:focus': { outline: 'none' } },
});

export const features = componentStyle({
  maxInlineSize: '1152px',
  marginInline: 'auto',
  paddingBlock: '16px',
  paddingInline: '24px',
  '@media': { '(min-width: 960px)': { paddingInline: '64px' } },
});

export const content = componentStyle({
  maxInlineSize: `calc(${vars.layout.contentMaxWidth} + 48px)`,
  marginInline: 'auto',
  paddingBlockStart: '48px',
  paddingInline: '24px',
});
