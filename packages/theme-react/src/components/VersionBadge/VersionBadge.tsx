import type { Tone, VersionMarkKind } from '@lectern/theme-core';
import { LENS_ATTRIBUTES, LENS_NOTE_ATTRIBUTE } from '@lectern/theme-core/dom';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import { BADGE_CLASS, badgeToneClass } from '../Badge/badge-classes';
import '../Badge/Badge.css';
import './VersionBadge.css';

/** The tone of each kind of version badge. */
const TONES: Readonly<Record<VersionMarkKind, Tone>> = {
  since: 'tip',
  changed: 'info',
  deprecated: 'warning',
  removed: 'error',
};

export interface VersionBadgeProps {
  /** What the version did: added (`since`, the default), `changed`, `deprecated` or `removed` it. */
  kind?: VersionMarkKind | undefined;
  /** The version, as the API data or the page writes it. @example '1.2' */
  version: string;
  labels?: Labels | undefined;
}

/**
 * A badge of the version lens: "New in 1.2", "Changed in 1.3", "Deprecated in 1.4", "Removed in 2.0". It
 * carries its version (`data-lens-since="1.2"`…), so that for a visitor who stated the version they use
 * (the setting `usingVersion`), the page's lens marks it "after your version" when it is newer, and hides
 * a removed one once it is gone for them. Drawn on the server: the note is there, hidden, until the lens
 * shows it.
 *
 * @since 0.2
 */
export function VersionBadge({ kind = 'since', version, labels }: VersionBadgeProps) {
  return (
    <span
      className={`${BADGE_CLASS} ${badgeToneClass(TONES[kind])}`}
      {...{ [LENS_ATTRIBUTES[kind]]: version }}
    >
      {labelText(labels, `lens.${kind}`, { version })}
      <span {...{ [LENS_NOTE_ATTRIBUTE]: '' }} data-pagefind-ignore="all" hidden>
        {' · '}
        {labelText(labels, 'lens.newer')}
      </span>
    </span>
  );
}
