import { type IconProps, strokeIcon } from './icon-props';

/** A magnifying glass: the search button. */
export function IconSearch(props: IconProps) {
  return (
    <svg {...strokeIcon} {...props} aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}
