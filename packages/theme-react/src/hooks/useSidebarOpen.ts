import { useCallback } from 'react';
import { useRootAttribute } from './useRootAttribute';

/**
 * Whether the sidebar overlay is open, shared between islands (the local nav bar's Menu button and the
 * sidebar) through `data-sidebar-open` on `<html>`. Closed on the server.
 *
 * @example const [open, setOpen] = useSidebarOpen();
 */
export function useSidebarOpen(): [open: boolean, setOpen: (open: boolean) => void] {
  const [value, setValue] = useRootAttribute('sidebar-open');
  const setOpen = useCallback((open: boolean) => setValue(open ? 'true' : undefined), [setValue]);
  return [value !== undefined, setOpen];
}
