import { type IconProps, strokeIcon } from './icon-props';

/** A cross: buttons that close or dismiss something. */
export function IconClose(props: IconProps) {
  return (
    <svg {...strokeIcon} {...props} aria-hidden="true" focusable="false">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
