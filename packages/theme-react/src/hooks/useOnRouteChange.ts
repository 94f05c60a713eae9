import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onChange` when the page changes: when `currentPath` changes (a client-side navigation
 * re-rendering the island) and on `popstate` (back/forward, and in-page anchor navigation). Not on mount.
 *
 * @example useOnRouteChange(currentPath, () => setOpen(false));
 */
export function useOnRouteChange(currentPath: string, onChange: () => void): void {
  const notify = useEffectEvent(onChange);
  const shownPath = useRef(currentPath);

  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    notify();
  }, [currentPath]);

  useEffect(() => {
    const onPopState = () => notify();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}
