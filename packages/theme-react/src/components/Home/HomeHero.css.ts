import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

// On a phone the heading comes first, the image after the actions: a reader sees what the site is
// before scrolling (an image first pushed the heading below the fold at 320 px).
export const hero = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxlarge,
  maxInlineSize: '1152px',
  marginInline: 'auto',
  paddingBlock: vars.space.section,
  paddingInline: vars.space.xlarge,
  textAlign: 'center',
  '@media': {
    [media.desktop]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      paddingBlock: `80px ${vars.space.page}`,
      paddingInline: vars.space.page,
      textAlign: 'start',
    },
  },
});

export const main = componentStyle({ flex: '1 1 auto', minInlineSize: 0, maxInlineSize: '640px' });

export const heading = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontSize: 'clamp(2rem, 6vw, 3.5rem)',
  fontWeight: 700,
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
});

export const name = componentStyle({ color: vars.color.primary });

export const text = componentStyle({ color: vars.color.text });

export const tagline = componentStyle({
  margin: 0,
  marginBlockStart: vars.space.standard,
  fontSize: 'clamp(1.125rem, 2.5vw, 1.5rem)',
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

export const image = componentStyle({
  flex: '0 0 auto',
  display: 'flex',
  justifyContent: 'center',
  inlineSize: '100%',
  maxInlineSize: '320px',
  '@media': { [media.desktop]: { maxInlineSize: '400px' } },
});

export const imageSource = componentStyle({ maxInlineSize: '100%', maxBlockSize: '320px' });
