import type { OutlineHeader } from '@lectern/theme-core';
import { useCallback, useId, useRef, useState } from 'react';
import { type DismissReason, useDismiss } from '../../hooks/useDismiss';
import { useOnRouteChange } from '../../hooks/useOnRouteChange';
import { islandLabelText, type Labels } from '../../labels';
import { OutlineItem } from '../Outline/OutlineItem';
import * as styles from './LocalNav.css';

export interface LocalNavOutlineDropdownProps {
  /** The page's outline; renders nothing when empty. */
  headers: OutlineHeader[];
  /** The button's text, e.g. "On this page". */
  title: string;
  /** The current page's path: the open dropdown closes when it changes (a client-side navigation). */
  currentPath: string;
  labels?: Labels | undefined;
  className?: string | undefined;
}

/**
 * The outline as a dropdown of the local nav bar: "Return to top" at its top, then the headings. Opens
 * on click; closes on a click outside, on Escape (focus back on its button), on route change, and when a
 * heading is followed (the link itself scrolls to the anchor).
 */
export function LocalNavOutlineDropdown({
  headers,
  title,
  currentPath,
  labels,
  className,
}: LocalNavOutlineDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(rootRef, open, (reason: DismissReason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });
  useOnRouteChange(currentPath, close);

  if (headers.length === 0) return null;
  const returnToTop = () => {
    window.scrollTo({ top: 0 });
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={[styles.dropdown, className].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.dropdownButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {title}
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <button type="button" className={styles.returnToTop} onClick={returnToTop}>
          {islandLabelText(labels, 'outline.returnToTop')}
        </button>
        <nav aria-labelledby={buttonId}>
          <ul className={styles.list}>
            {headers.map((header) => (
              <OutlineItem key={header.link} header={header} onNavigate={close} />
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
