import { LOAD_SEARCH_EVENT, SEARCH_REQUESTED_ATTRIBUTE } from '@lectern/theme-core/dom';

/** The shape of an Astro client directive (`addClientDirective`), without depending on Astro. */
export type ClientDirective = (
  load: () => Promise<() => Promise<void> | void>,
  options: { name: string; value: unknown },
  element: HTMLElement,
) => void;

/**
 * An Astro client directive, `client:search`, that hydrates an island only when search is first asked
 * for: when the search opener dispatches `lectern:load-search`, or at once when it already has
 * (`data-lectern-search-requested` on `<html>`). Register it in an integration:
 *
 * @example
 * addClientDirective({ name: 'search', entrypoint: '@lectern/search/client-directive' });
 * // <SearchDialog client:search basePath={import.meta.env.BASE_URL} />
 */
export const searchDirective: ClientDirective = (load, _options, element) => {
  const doc = element.ownerDocument;
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    const run = await load();
    await run();
  };
  if (doc.documentElement.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)) void hydrate();
  else doc.addEventListener(LOAD_SEARCH_EVENT, () => void hydrate(), { once: true });
};
