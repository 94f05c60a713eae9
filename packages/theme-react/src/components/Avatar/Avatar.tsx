import * as styles from './Avatar.css';

export interface AvatarProps {
  /** The picture: an `https://` address. */
  src: string;
  /** Its text alternative; empty when a name beside it says who it is. */
  alt: string;
  /** Its width and height in pixels. Default: 28. */
  size?: number;
}

/**
 * A round picture of a person: the visitor's avatar (`avatarFor`: a subscriber's own, else their login
 * provider's). It sends no referrer to the picture's host.
 *
 * @example <Avatar src={avatarUrl} alt="Ada" size={32} />
 */
export function Avatar({ src, alt, size = 28 }: AvatarProps) {
  return (
    <img
      className={styles.avatar}
      src={src}
      alt={alt}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
    />
  );
}
