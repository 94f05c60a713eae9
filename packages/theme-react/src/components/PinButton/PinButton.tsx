import { SETTINGS_LIMITS } from '@lectern/theme-core';
import { PIN_BUTTON_ATTRIBUTE } from '@lectern/theme-core/dom';
import { IconPin } from '../../icons/IconPin';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './PinButton.css';

export interface PinButtonProps {
  /** The page: its path without its language (theme-core's `pinPathOf`) and its title. */
  page: { pin: string; title: string };
  labels?: Labels | undefined;
}

/**
 * The button that pins a doc page (pressed while it is pinned): pinned pages head the sidebar and show
 * in the quickbar. Pins are a subscriber perk, so it shows for subscribers only (`data-subscriber` on
 * `<html>`); it needs the page's effects script, so it stays hidden until that runs (`wirePinButtons`),
 * holding its place so that nothing beside it moves when it shows.
 * A status next to it says when as many pages as allowed are pinned.
 */
export function PinButton({ page, labels }: PinButtonProps) {
  return (
    <span className={styles.pin} data-pagefind-ignore="all">
      <button
        type="button"
        className={styles.button}
        aria-pressed="false"
        hidden
        data-title={page.title}
        data-full={labelText(labels, 'pins.full', { count: SETTINGS_LIMITS.pins.items })}
        {...{ [PIN_BUTTON_ATTRIBUTE]: page.pin }}
      >
        <IconPin className={styles.icon} />
        {labelText(labels, 'pins.pin')}
      </button>
      <span className={styles.status} role="status" />
    </span>
  );
}
