/**
 * The controls whose click is held until their code has loaded: those that do something only with
 * scripts. Never a link, which works without them.
 */
export const HELD_CLICK_CONTROLS = 'button, summary, [role="button"], [role="switch"], [role="menuitem"]';

/** A click on a control that came before the control's code had loaded, kept to be given again. */
export interface HeldClick {
  /**
   * Takes a click made before the code has loaded: when it is on one of the controls inside the area
   * (and no other script took it already), stops it, keeps its control and returns `true`.
   */
  take(event: Event): boolean;
  /** Clicks the kept control again, once, if it is still on the page. */
  giveBack(): void;
}

/**
 * Keeps the click a visitor makes on a control of `area` before the code that handles it has loaded (a
 * lazily hydrated island, the sidebar's behaviour, a live example), so that it is not lost: pass the
 * `click` events, in the capture phase, to `take`, and call `giveBack` once the code is in place.
 *
 * @example
 * const clicks = heldClick(island);
 * island.addEventListener('click', (event) => { if (!ready && clicks.take(event)) load(); }, true);
 * // …once loaded: clicks.giveBack();
 */
export function heldClick(area: Element, controls: string = HELD_CLICK_CONTROLS): HeldClick {
  let held: HTMLElement | undefined;
  return {
    take(event) {
      const target = event.target as Partial<Element> | null;
      if (event.defaultPrevented || typeof target?.closest !== 'function') return false;
      const control = target.closest<HTMLElement>(controls);
      if (!control || !area.contains(control)) return false;
      event.preventDefault();
      event.stopPropagation();
      held = control;
      return true;
    },
    giveBack() {
      const control = held;
      held = undefined;
      if (control?.isConnected) control.click();
    },
  };
}
