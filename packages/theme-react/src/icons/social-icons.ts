import type { SocialLink } from '@lectern/theme-core';
import type { ComponentType } from 'react';
import { IconBluesky } from './IconBluesky';
import { IconDiscord } from './IconDiscord';
import { IconGitHub } from './IconGitHub';
import { IconMastodon } from './IconMastodon';
import { IconNpm } from './IconNpm';
import { IconX } from './IconX';
import { IconYouTube } from './IconYouTube';
import type { IconProps } from './icon-props';
import { SOCIAL_ICON_PATHS } from './social-icon-paths';

/** The icons a social link may name, by name. */
const SOCIAL_ICONS: Readonly<Record<string, ComponentType<IconProps>>> = Object.freeze({
  bluesky: IconBluesky,
  discord: IconDiscord,
  github: IconGitHub,
  mastodon: IconMastodon,
  npm: IconNpm,
  x: IconX,
  youtube: IconYouTube,
});

const iconKey = (name: string) => name.trim().toLowerCase();

/**
 * The icon of a social link by its name (`github`, `discord`, `x`, `mastodon`, `bluesky`, `youtube`,
 * `npm`; any case), or `undefined` for a name without an icon.
 *
 * @example socialIcon('GitHub') // IconGitHub
 */
export function socialIcon(name: string): ComponentType<IconProps> | undefined {
  const key = iconKey(name);
  return Object.hasOwn(SOCIAL_ICONS, key) ? SOCIAL_ICONS[key] : undefined;
}

/** A social link with its icon's path data, ready for the navigation bar. */
export interface SocialLinkWithIcon extends SocialLink {
  /** The icon's SVG path data (24 × 24 grid); without it the link shows its icon name as text. */
  iconPath?: string | undefined;
}

/**
 * Adds each social link's icon as path data. Call it where the page is rendered (on the server) and pass
 * the result to the navigation bar: its island then carries only the icons the site uses.
 *
 * @example withSocialIcons([{ icon: 'github', link: 'https://github.com/x/y' }])[0].iconPath // 'M12 .3a12…'
 */
export function withSocialIcons(links: readonly SocialLink[]): SocialLinkWithIcon[] {
  return links.map((link) => {
    const key = iconKey(link.icon);
    return Object.hasOwn(SOCIAL_ICON_PATHS, key)
      ? { ...link, iconPath: SOCIAL_ICON_PATHS[key] }
      : { ...link };
  });
}
