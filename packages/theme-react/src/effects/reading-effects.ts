import { wireBannerDismiss } from './banner';
import { startQuickbar } from './quickbar';
import { watchForNewerBuild } from './refresh-prompt';

/**
 * Starts the effects of the visitor's reading on the markup the server drew: the quickbar (remembers the
 * page as read, lists the pages read last and the pinned pages), the banner's close button and the
 * refresh prompt watching for a newer build. Those whose markup the page lacks are skipped. Returns the
 * function that stops them.
 *
 * @example startReadingEffects(); // what `startPage` loads when the visitor first does something
 */
export function startReadingEffects(root: ParentNode = document): () => void {
  wireBannerDismiss(root);
  const stops = [startQuickbar(root), watchForNewerBuild(root)];
  return () => {
    for (const stop of stops) stop();
  };
}
