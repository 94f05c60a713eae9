import { APPLE_PLATFORM_ATTRIBUTE } from '@lectern/theme-core/dom';
import { globalStyle } from '@vanilla-extract/css';
import { SEARCH_SLASH_FLAG } from '../../dom/page-attributes';
import { componentStyle } from '../../theme/component-style';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { media } from '../../theme/media';
import { visuallyHiddenRule } from '../../theme/primitives.css';
import { NAV_FIT_ATTRIBUTE } from './nav-bar-fit';

/** Where the bar did not fit as drawn (see `fitNavBar`): the button is its icon alone. */
const compact = `:root[${NAV_FIT_ATTRIBUTE}] &`;
const SEARCH_SLASH_ATTRIBUTE = `data-${SEARCH_SLASH_FLAG}`;

export const button = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  blockSize: '40px',
  paddingInline: '10px',
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
  '@media': {
    [media.tablet]: {
      paddingInline: vars.space.medium,
      borderColor: vars.color.border,
      backgroundColor: vars.color.surface,
      color: vars.color.textMuted,
    },
  },
});

export const icon = componentStyle({ inlineSize: '18px', blockSize: '18px', flexShrink: 0 });

/** The word "Search": read everywhere, shown from 768 px. */
export const label = componentStyle({
  ...visuallyHiddenRule,
  '@media': {
    [media.tablet]: {
      position: 'static',
      inlineSize: 'auto',
      blockSize: 'auto',
      margin: 0,
      clipPath: 'none',
    },
  },
  selectors: { [compact]: visuallyHiddenRule },
});

/** The shortcut hint, shown from 768 px. */
export const keys = componentStyle({
  display: 'none',
  gap: '2px',
  marginInlineStart: vars.space.medium,
  // A key combination reads left to right in every language.
  direction: 'ltr',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
  selectors: { [compact]: { display: 'none' } },
});

globalStyle(`${keys} kbd`, {
  '@layer': {
    [componentsLayer]: {
      minInlineSize: '20px',
      paddingInline: vars.space.xxsmall,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.small,
      fontFamily: 'inherit',
      fontSize: vars.fontSize.xsmall,
      lineHeight: '18px',
      textAlign: 'center',
    },
  },
});

/** Ctrl, except on Apple platforms (the first-paint script marks them on `<html>`). */
export const otherModifier = componentStyle({
  selectors: { [`:root[${APPLE_PLATFORM_ATTRIBUTE}] &`]: { display: 'none' } },
});

/** ⌘, on Apple platforms only. */
export const appleModifier = componentStyle({
  display: 'none',
  selectors: { [`:root[${APPLE_PLATFORM_ATTRIBUTE}] &`]: { display: 'inline' } },
});

/** Ctrl/⌘ K, unless the visitor chose / (theme-core's `search-slash` flag on `<html>`). */
export const modK = componentStyle({
  display: 'contents',
  selectors: { [`:root[${SEARCH_SLASH_ATTRIBUTE}] &`]: { display: 'none' } },
});

/** /, for a visitor who chose it as the search hotkey. */
export const slashKey = componentStyle({
  display: 'none',
  selectors: { [`:root[${SEARCH_SLASH_ATTRIBUTE}] &`]: { display: 'inline-block' } },
});
