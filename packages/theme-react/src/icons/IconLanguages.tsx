import { type IconProps, strokeIcon } from './icon-props';

/** A globe: the language menu. */
export function IconLanguages(props: IconProps) {
  return (
    <svg {...strokeIcon} {...props} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.75 5.5 3.75 9S14.5 18.5 12 21M12 3C9.5 5.5 8.25 8.5 8.25 12S9.5 18.5 12 21" />
    </svg>
  );
}
