import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import * as styles from './Footer.css';

export interface FooterProps {
  /** A line such as "Released under the MIT License." Plain text: markup is shown as written. */
  message?: string | undefined;
  /** The copyright line, e.g. "Copyright © 2026 Lectern contributors". Plain text. */
  copyright?: string | undefined;
  labels?: Labels | undefined;
}

/**
 * The site footer (the page's `contentinfo` landmark): the theme's message and copyright, as text.
 * Nothing is rendered when both are empty. Whether a page shows it is the layout's `footer` region. The
 * explicit role keeps it a named landmark wherever a site places it.
 */
export function Footer({ message, copyright, labels }: FooterProps) {
  const messageLine = message?.trim();
  const copyrightLine = copyright?.trim();
  if (!messageLine && !copyrightLine) return null;
  return (
    <footer className={styles.footer} role="contentinfo" aria-label={labelText(labels, 'footer.label')}>
      <div className={styles.container}>
        {messageLine && <p className={styles.message}>{messageLine}</p>}
        {copyrightLine && <p className={styles.copyright}>{copyrightLine}</p>}
      </div>
    </footer>
  );
}
