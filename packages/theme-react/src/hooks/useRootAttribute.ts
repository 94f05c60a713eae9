import { useCallback, useSyncExternalStore } from 'react';

/**
 * A `data-*` attribute of `<html>`, read and written like state. This is how islands share state (the
 * sidebar's open state, the theme): each island reads the attribute and sees the others' changes, and
 * CSS can style on it before any JavaScript runs.
 *
 * @param name The attribute without `data-`, e.g. `sidebar-open`.
 * @returns The current value (`undefined` when absent, and on the server) and a setter (`undefined`
 *   removes the attribute).
 * @example const [open, setOpen] = useRootAttribute('sidebar-open');
 */
export function useRootAttribute(name: string): [string | undefined, (value: string | undefined) => void] {
  const attribute = `data-${name}`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: [attribute] });
      return () => observer.disconnect();
    },
    [attribute],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => document.documentElement.getAttribute(attribute) ?? undefined,
    () => undefined,
  );
  const setValue = useCallback(
    (next: string | undefined) => {
      if (next === undefined) document.documentElement.removeAttribute(attribute);
      else document.documentElement.setAttribute(attribute, next);
    },
    [attribute],
  );
  return [value, setValue];
}
