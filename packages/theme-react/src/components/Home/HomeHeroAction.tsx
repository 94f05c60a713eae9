import { type HeroAction, isExternalLink } from '@lectern/theme-core';
import * as styles from './HomeHeroActions.css';

export interface HomeHeroActionProps {
  /** The button: its `text`, `link` and `theme`; `target` and `rel` replace the ones external links get. */
  action: HeroAction;
}

/**
 * One button of the hero: a link styled by its theme — `brand` (filled, the default), `alt` (outlined)
 * or `sponsor`. External links open in a new tab with `rel="noreferrer"` unless the action sets
 * `target` or `rel` itself.
 */
export function HomeHeroAction({ action }: HomeHeroActionProps) {
  const theme = action.theme ?? 'brand';
  const external = isExternalLink(action.link);
  return (
    <a
      className={`${styles.action} ${styles.theme[theme]}`}
      href={action.link}
      target={action.target ?? (external ? '_blank' : undefined)}
      rel={action.rel ?? (external ? 'noreferrer' : undefined)}
      data-action-theme={theme}
    >
      {theme === 'sponsor' && (
        <span className={styles.sponsorIcon} aria-hidden="true">
          ♥
        </span>
      )}
      {action.text}
    </a>
  );
}
