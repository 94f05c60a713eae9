import { AVATAR_ATTRIBUTE } from '@lectern/theme-core/dom';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './Avatar.css';

export interface AccountAvatarProps {
  labels?: Labels | undefined;
}

/**
 * The visitor's avatar in the navigation bar (its `account` slot): drawn empty and hidden by the server;
 * the page's effects script (`startAccountAvatar`) shows the avatar of the visitor's account once the
 * accounts server has said who is reading, and follows it as it changes.
 */
export function AccountAvatar({ labels }: AccountAvatarProps) {
  return (
    <span className={styles.account} hidden {...{ [AVATAR_ATTRIBUTE]: '' }}>
      {/* No picture until the script knows the account's: an image without an address loads nothing. */}
      <img
        className={styles.avatar}
        alt={labelText(labels, 'avatar.alt')}
        width={28}
        height={28}
        referrerPolicy="no-referrer"
      />
    </span>
  );
}
