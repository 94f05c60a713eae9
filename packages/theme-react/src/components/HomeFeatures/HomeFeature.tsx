import { type Feature, isExternalLink } from '@lectern/theme-core';
import { ThemeImage } from '../ThemeImage/ThemeImage';
import * as styles from './HomeFeatures.css';

export interface HomeFeatureProps {
  /**
   * The card's content: its title, an icon (text or an image), details and a link. With a `link` the whole
   * card is the link, and `linkText` shows at its foot.
   */
  feature: Feature;
}

/** One card of the feature grid; the whole card is a link when the feature has one. */
export function HomeFeature({ feature }: HomeFeatureProps) {
  const body = (
    <>
      {typeof feature.icon === 'string' && (
        <span className={styles.icon} aria-hidden="true">
          {feature.icon}
        </span>
      )}
      {feature.icon && typeof feature.icon === 'object' && (
        <ThemeImage image={feature.icon} className={styles.iconImage} />
      )}
      <h2 className={styles.title}>{feature.title}</h2>
      {feature.details && <p className={styles.details}>{feature.details}</p>}
      {feature.link && feature.linkText && <span className={styles.linkText}>{feature.linkText}</span>}
    </>
  );
  if (!feature.link) return <article className={styles.card}>{body}</article>;
  const external = isExternalLink(feature.link);
  return (
    <a
      className={`${styles.card} ${styles.cardLink}`}
      href={feature.link}
      target={feature.target ?? (external ? '_blank' : undefined)}
      rel={feature.rel ?? (external ? 'noreferrer' : undefined)}
    >
      {body}
    </a>
  );
}
