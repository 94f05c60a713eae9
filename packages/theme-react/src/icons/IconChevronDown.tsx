import { type IconProps, strokeIcon } from './icon-props';

/** A downward chevron: a button that opens a dropdown. */
export function IconChevronDown(props: IconProps) {
  return (
    <svg {...strokeIcon} {...props} aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
