import type { LanguageMenuItem } from '@lectern/theme-core';
import * as styles from './NavBarLanguageLinks.css';
import { item as itemStyle } from './NavBarMenuLink.css';

export interface NavBarLanguageLinksProps {
  /** From theme-core's `languageMenu`: the current page in each offered language. */
  items: readonly LanguageMenuItem[];
  /** The id of a title naming the list. */
  labelledBy?: string;
  /** The class of each link. Default: a dropdown item. */
  linkClassName?: string;
}

/**
 * The list of languages, each linking to the same page in that language and written in it (`lang`,
 * `hreflang`); the current one is marked `aria-current="true"`.
 */
export function NavBarLanguageLinks({
  items,
  labelledBy,
  linkClassName = itemStyle,
}: NavBarLanguageLinksProps) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.locale}>
          <a
            className={linkClassName}
            href={item.link}
            lang={item.locale}
            hrefLang={item.locale}
            aria-current={item.current ? 'true' : undefined}
          >
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
