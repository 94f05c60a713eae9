import { useEffect, useState } from 'react';
import { type ActiveHeadingOptions, watchActiveHeading } from '../effects/outline';

export { NAV_HEIGHT_PROPERTY } from '../effects/outline';

/** Options of {@link useActiveHeading}. */
export type UseActiveHeadingOptions = ActiveHeadingOptions;

/**
 * The scroll spy of the outline as a hook: which of `links` (`#slug`, in document order) is the active
 * heading, per `watchActiveHeading` (measured on mount, scroll and resize, at most once per 100 ms;
 * theme-core's `pickActiveHeading` decides). `undefined` on the server.
 *
 * @example const active = useActiveHeading(['#install', '#usage']);
 */
export function useActiveHeading(
  links: readonly string[],
  { offset }: UseActiveHeadingOptions = {},
): string | undefined {
  const [active, setActive] = useState<string | undefined>();
  // One string, so a new array with the same links does not restart the listeners.
  const linkKey = links.join('\n');
  useEffect(
    () => watchActiveHeading(linkKey === '' ? [] : linkKey.split('\n'), setActive, { offset }),
    [linkKey, offset],
  );
  return active;
}
