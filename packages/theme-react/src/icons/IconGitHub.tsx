import { filledIcon, type IconProps } from './icon-props';
import { SOCIAL_ICON_PATHS } from './social-icon-paths';

/** The GitHub mark. */
export function IconGitHub(props: IconProps) {
  return (
    <svg {...filledIcon} {...props} aria-hidden="true" focusable="false">
      <path d={SOCIAL_ICON_PATHS.github} />
    </svg>
  );
}
