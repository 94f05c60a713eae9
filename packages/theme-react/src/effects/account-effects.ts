import { syncWithAccountWhenIdle } from '../settings/settings-source';
import { startAccountAvatar } from './account-avatar';
import { wirePinButtons } from './pin-buttons';
import { startSidebarPins } from './sidebar-pins';

/**
 * Starts the effects of the visitor's account on the markup the server drew: the avatar in the
 * navigation bar, the pinned pages heading the sidebar and the pin button (a subscriber's perk), and the
 * settings sync once the browser is idle. Those whose markup the page lacks are skipped. Returns the
 * function that stops them.
 *
 * @example startAccountEffects(); // what `startPage` loads for a visitor this browser saw logged in
 */
export function startAccountEffects(root: ParentNode = document): () => void {
  syncWithAccountWhenIdle();
  const stops = [startAccountAvatar(root), startSidebarPins(root), wirePinButtons(root)];
  return () => {
    for (const stop of stops) stop();
  };
}
