import { type IconProps, strokeIcon } from './icon-props';

/** A pushpin: the button that pins a page. */
export function IconPin(props: IconProps) {
  return (
    <svg {...strokeIcon} {...props} aria-hidden="true" focusable="false">
      <path d="M12 17v5M9 3h6l-1 5 3 3v2H7v-2l3-3-1-5Z" />
    </svg>
  );
}
