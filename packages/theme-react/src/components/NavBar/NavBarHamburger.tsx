import type { Ref } from 'react';
import { islandLabelText, type Labels } from '../../labels';
import * as styles from './NavBarHamburger.css';

export interface NavBarHamburgerProps {
  /** Whether the screen it controls is open. */
  open: boolean;
  /** The id of the screen it opens. */
  controls: string;
  /** Toggles the screen. */
  onClick?: () => void;
  /** The `<button>` element, e.g. to move focus back to it when Escape closes the screen. */
  ref?: Ref<HTMLButtonElement>;
  labels?: Labels;
}

/** The "Menu" button that opens and closes the full-screen mobile menu; the bar shows it below 768 px. */
export function NavBarHamburger({ open, controls, onClick, ref, labels }: NavBarHamburgerProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      aria-label={islandLabelText(labels, 'nav.menu')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
    >
      <span className={styles.bars} aria-hidden="true">
        <span className={styles.top} />
        <span className={styles.middle} />
        <span className={styles.bottom} />
      </span>
    </button>
  );
}
