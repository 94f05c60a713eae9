/** Marks the appearance switch, whose state and title this module keeps right before it hydrates. */
export const APPEARANCE_SWITCH_ATTRIBUTE = 'data-lectern-appearance-switch';

/**
 * Keeps the server-drawn appearance switches' `aria-checked` and `title` in step with the theme shown
 * (`data-theme` on `<html>`: on while a dark theme shows), until and after their island hydrates: the
 * navigation bar hydrates when the visitor reaches into it, and a screen reader can read the switch
 * before that. The titles come from the switch's `data-title-dark` (shown while dark) and
 * `data-title-light` attributes.
 *
 * @returns A function that stops following the theme.
 */
export function followAppearanceSwitches(doc: Document = document): () => void {
  const update = () => markAppearanceSwitches(doc);
  update();
  const observer = new MutationObserver(update);
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * Sets the switches' `aria-checked` and `title` for the theme `<html>` shows now. Also part of the
 * navigation bar's first-paint script (see `navBarFitScript`), so the switches are right before any
 * module loads.
 */
export function markAppearanceSwitches(doc: Document): void {
  const dark = /^(dark|blackguard)$/.test(doc.documentElement.getAttribute('data-theme') ?? '');
  for (const button of doc.querySelectorAll<HTMLElement>(`[${APPEARANCE_SWITCH_ATTRIBUTE}]`)) {
    button.setAttribute('aria-checked', String(dark));
    const title = button.getAttribute(dark ? 'data-title-dark' : 'data-title-light');
    if (title) button.title = title;
  }
}
