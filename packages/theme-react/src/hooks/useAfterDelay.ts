import { useEffect, useState } from 'react';

/**
 * `false` until `delay` milliseconds after mount, then `true`; `false` on the server. Used to keep
 * transitions off while the page loads (`data-ready` is set once this is true).
 *
 * @example const ready = useAfterDelay(SIDEBAR_TRANSITION_DELAY_MS);
 */
export function useAfterDelay(delay: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return passed;
}
