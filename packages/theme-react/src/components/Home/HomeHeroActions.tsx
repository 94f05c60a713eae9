import type { HeroAction } from '@lectern/theme-core';
import { HomeHeroAction } from './HomeHeroAction';
import * as styles from './HomeHeroActions.css';

export interface HomeHeroActionsProps {
  /** The buttons, in order. */
  actions: HeroAction[];
}

/** The hero's row of buttons; nothing when there are none. */
export function HomeHeroActions({ actions }: HomeHeroActionsProps) {
  if (actions.length === 0) return null;
  return (
    <ul className={styles.actions}>
      {actions.map((action) => (
        <li key={`${action.link} ${action.text}`}>
          <HomeHeroAction action={action} />
        </li>
      ))}
    </ul>
  );
}
