import type { ThemeableImage } from '@lectern/theme-core';
import * as styles from './ThemeImage.css';

export interface ThemeImageProps {
  /**
   * The image: a URL; `{ src, alt?, width?, height? }`; or `{ light, dark, blackguard?, alt? }`, drawn as
   * two (or three) images of which only the current theme's shows.
   */
  image: ThemeableImage;
  /** Used when the image itself gives no alternative text. Default: decorative (""). */
  alt?: string;
  /** A class name added to the image, or to both images of a light/dark pair. */
  className?: string;
}

/** An image, or a pair of images of which only the one for the current theme shows. */
export function ThemeImage({ image, alt = '', className }: ThemeImageProps) {
  const classes = (extra?: string) => [styles.image, extra, className].filter(Boolean).join(' ');
  if (typeof image === 'string') return <img className={classes()} src={image} alt={alt} />;
  if ('src' in image) {
    return (
      <img
        className={classes()}
        src={image.src}
        alt={image.alt ?? alt}
        width={image.width}
        height={image.height}
      />
    );
  }
  if (image.blackguard !== undefined) {
    return (
      <>
        <img className={classes(styles.lightOnly)} src={image.light} alt={image.alt ?? alt} />
        <img className={classes(styles.darkThemeOnly)} src={image.dark} alt={image.alt ?? alt} />
        <img className={classes(styles.blackguardOnly)} src={image.blackguard} alt={image.alt ?? alt} />
      </>
    );
  }
  return (
    <>
      <img className={classes(styles.lightOnly)} src={image.light} alt={image.alt ?? alt} />
      <img className={classes(styles.darkOnly)} src={image.dark} alt={image.alt ?? alt} />
    </>
  );
}
