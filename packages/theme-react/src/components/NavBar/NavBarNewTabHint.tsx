import { IconExternal } from '../../icons/IconExternal';
import { islandLabelText, type Labels } from '../../labels';
import { visuallyHidden } from '../../theme/primitives.css';
import * as styles from './NavBarNewTabHint.css';

export interface NavBarNewTabHintProps {
  labels?: Labels;
}

/** Marks a link that opens in a new tab: an arrow to see, "(opens in a new tab)" to hear. */
export function NavBarNewTabHint({ labels }: NavBarNewTabHintProps) {
  return (
    <>
      <IconExternal className={styles.icon} />{' '}
      <span className={visuallyHidden}>{islandLabelText(labels, 'nav.opensInNewTab')}</span>
    </>
  );
}
