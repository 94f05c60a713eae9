import type { Hero } from '@lectern/theme-core';
import { ThemeImage } from '../ThemeImage/ThemeImage';
import * as styles from './HomeHero.css';
import { HomeHeroActions } from './HomeHeroActions';

export interface HomeHeroProps {
  /**
   * What the hero shows (the page's `hero` frontmatter): `name` and `text` make the page's `<h1>`, then
   * `tagline`, the `actions` buttons and the `image` beside them. Parts left out are not drawn.
   */
  hero: Hero;
}

/**
 * The top of the home page: the product's name and main sentence as the page's heading, a tagline, the
 * action buttons and an image (with light and dark variants) beside them on wide screens.
 */
export function HomeHero({ hero }: HomeHeroProps) {
  const { name, text, tagline, image, actions = [] } = hero;
  return (
    <div className={styles.hero} data-has-image={image !== undefined || undefined}>
      <div className={styles.main}>
        {(name || text) && (
          <h1 className={styles.heading}>
            {name && <span className={styles.name}>{name}</span>}
            {name && text && ' '}
            {text && <span className={styles.text}>{text}</span>}
          </h1>
        )}
        {tagline && <p className={styles.tagline}>{tagline}</p>}
        <HomeHeroActions actions={actions} />
      </div>
      {image !== undefined && (
        <div className={styles.image}>
          <ThemeImage image={image} className={styles.imageSource} />
        </div>
      )}
    </div>
  );
}
