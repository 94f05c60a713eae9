import { useCallback, useEffect, useRef } from 'react';
import { MENU_TYPEAHEAD_TIMEOUT, typeaheadQuery } from './menu-rules';

/**
 * The letters typed so far in a typeahead search. Each key adds to the search and gives it back; the
 * search starts again once no key has been typed for {@link MENU_TYPEAHEAD_TIMEOUT} milliseconds.
 *
 * @example const search = useTypeahead(); const query = search('c'); // 'c', then 'co' …
 */
export function useTypeahead(timeout = MENU_TYPEAHEAD_TIMEOUT): (key: string) => string {
  const query = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (key: string) => {
      query.current = typeaheadQuery(query.current, key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        query.current = '';
      }, timeout);
      return query.current;
    },
    [timeout],
  );
}
