import type { VersionMenuItem } from '@lectern/theme-core';
import { useId } from 'react';
import { islandLabelText, type Labels } from '../../labels';
import { NavBarVersionLinks } from '../NavBar/NavBarVersionLinks';
import * as styles from './NavScreen.css';

export interface NavScreenVersionsProps {
  /** From theme-core's `versionMenu`: the current page in each version. */
  versions: readonly VersionMenuItem[];
  labels?: Labels | undefined;
}

/** The versions in the mobile screen, under the title "Change version"; nothing with fewer than two. */
export function NavScreenVersions({ versions, labels }: NavScreenVersionsProps) {
  const titleId = useId();
  if (versions.length < 2) return null;
  return (
    <div className={styles.section}>
      <p id={titleId} className={styles.sectionTitle}>
        {islandLabelText(labels, 'nav.versionMenu')}
      </p>
      <NavBarVersionLinks items={versions} labelledBy={titleId} linkClassName={styles.link} labels={labels} />
    </div>
  );
}
