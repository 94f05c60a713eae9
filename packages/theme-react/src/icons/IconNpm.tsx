import { filledIcon, type IconProps } from './icon-props';
import { SOCIAL_ICON_PATHS } from './social-icon-paths';

/** The npm wordmark (simplified). */
export function IconNpm(props: IconProps) {
  return (
    <svg {...filledIcon} {...props} aria-hidden="true" focusable="false">
      <path d={SOCIAL_ICON_PATHS.npm} />
    </svg>
  );
}
