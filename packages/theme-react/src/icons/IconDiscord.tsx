import { filledIcon, type IconProps } from './icon-props';
import { SOCIAL_ICON_PATHS } from './social-icon-paths';

/** The Discord mark (simplified). */
export function IconDiscord(props: IconProps) {
  return (
    <svg {...filledIcon} {...props} aria-hidden="true" focusable="false">
      <path d={SOCIAL_ICON_PATHS.discord} />
    </svg>
  );
}
