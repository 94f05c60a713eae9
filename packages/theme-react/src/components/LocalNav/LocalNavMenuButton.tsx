import { SIDEBAR_ID } from '@lectern/theme-core/dom';
import { useSidebarOpen } from '../../hooks/useSidebarOpen';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './LocalNav.css';

export interface LocalNavMenuButtonProps {
  labels?: Labels | undefined;
  className?: string | undefined;
}

/** The "Menu" button that opens the sidebar overlay (shared state: `data-sidebar-open` on `<html>`). */
export function LocalNavMenuButton({ labels, className }: LocalNavMenuButtonProps) {
  const [open, setOpen] = useSidebarOpen();
  return (
    <button
      type="button"
      className={[styles.menuButton, className].filter(Boolean).join(' ')}
      aria-expanded={open}
      aria-controls={SIDEBAR_ID}
      onClick={() => setOpen(!open)}
    >
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M2 4h12M2 8h12M2 12h8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
      {islandLabelText(labels, 'localNav.menu')}
    </button>
  );
}
