import { type RefObject, useEffect, useState } from 'react';

/** Where a marker beside the active link goes, in pixels inside the container's padding box. */
export interface IndicatorPosition {
  top: number;
  height: number;
}

/**
 * Measures where the link to `activeLink` (its `href`) sits inside `container`, so that an absolutely
 * positioned marker can slide next to it. Measured again on resize; `undefined` when nothing is active.
 *
 * @example const position = useIndicatorPosition(navRef, activeLink);
 */
export function useIndicatorPosition(
  container: RefObject<HTMLElement | null>,
  activeLink: string | undefined,
): IndicatorPosition | undefined {
  const [position, setPosition] = useState<IndicatorPosition | undefined>();

  useEffect(() => {
    const measure = () => {
      const element = container.current;
      const link =
        activeLink === undefined
          ? undefined
          : [...(element?.querySelectorAll('a') ?? [])].find((a) => a.getAttribute('href') === activeLink);
      if (!element || !link) {
        setPosition(undefined);
        return;
      }
      const box = element.getBoundingClientRect();
      const rect = link.getBoundingClientRect();
      const top = rect.top - box.top - element.clientTop + element.scrollTop;
      setPosition((previous) =>
        previous?.top === top && previous.height === rect.height ? previous : { top, height: rect.height },
      );
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [container, activeLink]);

  return position;
}
