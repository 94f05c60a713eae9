import { type IconProps, strokeIcon } from './icon-props';

/** An arrow leaving a box: a link that opens in a new tab. */
export function IconExternal(props: IconProps) {
  return (
    <svg {...strokeIcon} {...props} aria-hidden="true" focusable="false">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
