import { styleVariants } from '@vanilla-extract/css';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { media } from '../../theme/media';

export const features = componentStyle({
  display: 'grid',
  gap: vars.space.standard,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Columns on medium (640 px) and large (960 px) screens; one column below. */
function columns(medium: number, large: number) {
  return {
    '@layer': {
      [componentsLayer]: {
        '@media': {
          [media.columns]: { gridTemplateColumns: `repeat(${medium}, 1fr)` },
          [media.desktop]: { gridTemplateColumns: `repeat(${large}, 1fr)` },
        },
      },
    },
  };
}

/** The grid classes theme-core picks by feature count. */
export const grid = styleVariants({
  'grid-2': columns(2, 2),
  'grid-3': columns(2, 3),
  'grid-4': columns(2, 4),
  'grid-6': columns(2, 3),
});

export const card = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.xlarge,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
});

export const cardLink = componentStyle({
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const icon = componentStyle({ fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.none });

export const iconImage = componentStyle({ width: '48px', height: '48px', objectFit: 'contain' });

export const title = componentStyle({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.snug,
});

export const details = componentStyle({ margin: 0, color: vars.color.textMuted, flexGrow: 1 });

export const linkText = componentStyle({ color: vars.color.link, fontWeight: 600 });
