import { filledIcon, type IconProps } from './icon-props';

/** Three dots: the extra menu of what does not fit in the bar. */
export function IconMoreHorizontal(props: IconProps) {
  return (
    <svg {...filledIcon} {...props} aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}
