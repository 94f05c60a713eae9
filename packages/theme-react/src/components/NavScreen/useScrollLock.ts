import { useEffect } from 'react';

/** While `active`, the page behind does not scroll (`overflow: hidden` on `<html>` and `<body>`). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { documentElement: html, body } = document;
    const previous = [html.style.overflow, body.style.overflow] as const;
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    return () => {
      [html.style.overflow, body.style.overflow] = previous;
    };
  }, [active]);
}
