import type { VersionMenuItem } from '@lectern/theme-core';
import { islandLabelText, type Labels } from '../../labels';
import { NavBarDropdown } from './NavBarDropdown';
import { NavBarVersionLinks } from './NavBarVersionLinks';

export interface NavBarVersionMenuProps {
  /** From theme-core's `versionMenu`: the current page in each version; the menu needs two. */
  versions: readonly VersionMenuItem[];
  labels?: Labels;
}

/**
 * The version dropdown: its button shows the version being read ("Change version" for screen readers),
 * its panel the current page in each version. Hidden when the site has fewer than two versions.
 *
 * @since 0.2
 */
export function NavBarVersionMenu({ versions, labels }: NavBarVersionMenuProps) {
  if (versions.length < 2) return null;
  const reading = versions.find((item) => item.current) ?? versions[0];
  return (
    <NavBarDropdown text={reading?.label} label={islandLabelText(labels, 'nav.versionMenu')} align="end">
      <NavBarVersionLinks items={versions} labels={labels} />
    </NavBarDropdown>
  );
}
