/**
 * Whether a demo is wider than the frame it is shown in: the stage (the demo's box, as wide as the frame
 * or as the demo's narrowest layout, and what sticks out of it) against the frame's content box.
 */
export function isWiderThanFrame(stageWidth: number, frameContentWidth: number): boolean {
  // Half a pixel of rounding is not a demo that sticks out.
  return stageWidth - frameContentWidth > 0.5;
}

/**
 * Lets an example's frame scroll sideways while its demo is wider than the frame (`data-wide`), so that a
 * wide demo on a narrow page scrolls inside its frame instead of widening the page. Only then is the frame
 * a named keyboard stop (a scrolling region must be reachable without a pointer); a frame that fits keeps
 * no overflow clipping, so its demo's menus and popups may reach past it.
 */
export function watchExampleFrame(frame: HTMLElement, stage: HTMLElement, name: string): ResizeObserver {
  const update = () => {
    const style = getComputedStyle(frame);
    const padding =
      (Number.parseFloat(style.paddingInlineStart) || 0) + (Number.parseFloat(style.paddingInlineEnd) || 0);
    // A demo may be wider than the narrowest layout it claims (a fieldset with `min-inline-size: 0`):
    // what sticks out of the stage counts too.
    const stageWidth = Math.max(stage.getBoundingClientRect().width, stage.scrollWidth);
    const wide = isWiderThanFrame(stageWidth, frame.clientWidth - padding);
    frame.toggleAttribute('data-wide', wide);
    if (wide) {
      frame.tabIndex = 0;
      frame.setAttribute('role', 'region');
      frame.setAttribute('aria-label', name);
    } else {
      frame.removeAttribute('tabindex');
      frame.removeAttribute('role');
      frame.removeAttribute('aria-label');
    }
  };
  const observer = new ResizeObserver(update);
  observer.observe(frame);
  observer.observe(stage);
  update();
  // Fonts and styles that arrive late change a demo's width without resizing the frame.
  if (document.readyState !== 'complete') window.addEventListener('load', update, { once: true });
  return observer;
}
