import { filledIcon, type IconProps } from './icon-props';
import { SOCIAL_ICON_PATHS } from './social-icon-paths';

/** The YouTube play button. */
export function IconYouTube(props: IconProps) {
  return (
    <svg {...filledIcon} {...props} aria-hidden="true" focusable="false">
      <path d={SOCIAL_ICON_PATHS.youtube} />
    </svg>
  );
}
