// The `client:reach` Astro directive: an island hydrates when the visitor first reaches into it — the
// pointer over it, a touch or a press on it, the focus or a key in it — not when the page loads. A
// reader who only reads downloads none of its code. A click on one of its buttons that comes before
// the island has hydrated is held and given again once it has, so it is not lost.
import { REACH_EVENTS } from '@lectern/theme-core';
import { heldClick } from '@lectern/theme-react/dom';
import type { ClientDirective } from 'astro';

/** What counts as reaching into the island: theme-core's, the same as for the page's sidebar. */
export { REACH_EVENTS };

/**
 * Hydrates the island on the first of {@link REACH_EVENTS} inside it. A click on a control (a button,
 * a `<summary>`…; never a link, which works without JavaScript) before hydration has finished is
 * stopped, and the control is clicked again once the island has hydrated. A click another script took
 * already (`defaultPrevented`, as the search opener does with the search button) is left alone.
 *
 * @example addClientDirective({ name: 'reach', entrypoint: '@lectern/astro/components/reach-directive.js' });
 */
export const reachDirective: ClientDirective = (load, _options, element) => {
  let hydrating: Promise<void> | undefined;
  let hydrated = false;
  const clicks = heldClick(element);

  const hydrate = () => {
    hydrating ??= (async () => {
      for (const name of REACH_EVENTS) element.removeEventListener(name, hydrate, true);
      const run = await load();
      await run();
      hydrated = true;
      element.removeEventListener('click', hold, true);
      // React attaches its listeners as it starts hydrating; the next frame has them in place.
      requestAnimationFrame(() => clicks.giveBack());
    })();
    return hydrating;
  };

  const hold = (event: MouseEvent) => {
    if (!hydrated && clicks.take(event)) void hydrate();
  };

  for (const name of REACH_EVENTS) element.addEventListener(name, hydrate, { capture: true, passive: true });
  element.addEventListener('click', hold, true);
};

export default reachDirective;
