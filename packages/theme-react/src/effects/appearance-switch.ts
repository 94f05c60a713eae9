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
  const root = doc.documentElement;
  const update = () => {
    const dark = /^(dark|blackguard)$/.test(root.getAttribute('data-theme') ?? '');
    for (const button of doc.querySelectorAll<HTMLElement>(`[${APPEARANCE_SWITCH_ATTRIBUTE}]`)) {
      button.setAttribute('aria-checked', String(dark));
      const title = button.getAttribute(dark ? 'data-title-dark' : 'data-title-light');
      if (title) button.title = title;
    }
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
