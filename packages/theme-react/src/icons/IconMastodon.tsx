import { filledIcon, type IconProps } from './icon-props';
import { SOCIAL_ICON_PATHS } from './social-icon-paths';

/** The Mastodon mark (simplified). */
export function IconMastodon(props: IconProps) {
  return (
    <svg {...filledIcon} {...props} aria-hidden="true" focusable="false">
      <path d={SOCIAL_ICON_PATHS.mastodon} />
    </svg>
  );
}
