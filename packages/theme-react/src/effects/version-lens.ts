import { isNewerThanUsed, isRemovedBy, VERSION_MARK_KINDS } from '@lectern/theme-core';
import {
  LENS_ATTRIBUTES,
  LENS_MARK_SELECTOR,
  LENS_NEWER_ATTRIBUTE,
  LENS_NOTE_ATTRIBUTE,
} from '@lectern/theme-core/dom';
import { peekSettings, subscribeToSettings } from '../stores/stored-settings';

/** The attribute the lens sets on what it hid, so that it shows again (and only that) when the version changes. */
const LENS_HIDDEN_ATTRIBUTE = 'data-lens-hidden';

/**
 * Applies the version lens to the page for the version the visitor uses (`usingVersion`; none: the page as
 * drawn): each mark whose version (what added, changed, deprecated or removed the thing) is newer than
 * every release of that version gets `data-lens-newer` and shows its note ("after your version"); what
 * was removed by then (`data-lens-removed`, at or before it) is hidden.
 */
export function applyVersionLens(root: ParentNode, using: string | null): void {
  for (const element of root.querySelectorAll<HTMLElement>(LENS_MARK_SELECTOR)) {
    const newer = VERSION_MARK_KINDS.some((kind) => {
      const version = element.getAttribute(LENS_ATTRIBUTES[kind]);
      return version !== null && isNewerThanUsed(version, using);
    });
    element.toggleAttribute(LENS_NEWER_ATTRIBUTE, newer);
    const note = element.querySelector<HTMLElement>(`:scope > [${LENS_NOTE_ATTRIBUTE}]`);
    if (note) note.hidden = !newer;
    const gone = isRemovedBy(element.getAttribute(LENS_ATTRIBUTES.removed) ?? undefined, using);
    if (gone) {
      // Only what was shown is the lens's to show again.
      if (!element.hidden) element.setAttribute(LENS_HIDDEN_ATTRIBUTE, '');
      element.hidden = true;
    } else if (element.hasAttribute(LENS_HIDDEN_ATTRIBUTE)) {
      element.hidden = false;
      element.removeAttribute(LENS_HIDDEN_ATTRIBUTE);
    }
  }
}

/**
 * Starts the version lens on a page with version marks: applies it for the stored setting, and again
 * whenever the settings change (the settings panel, another tab, an account's sync). Returns the function
 * that stops following them.
 *
 * @example startVersionLens(document); // what `startPage` loads on a page with version badges
 */
export function startVersionLens(root: ParentNode = document): () => void {
  let using: string | null = null;
  const apply = () => {
    const next = peekSettings().usingVersion;
    if (next === using) return;
    using = next;
    applyVersionLens(root, using);
  };
  apply();
  return subscribeToSettings(apply);
}
