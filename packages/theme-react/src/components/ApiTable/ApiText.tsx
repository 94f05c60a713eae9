import { Fragment } from 'react';
import * as styles from './ApiTable.css';

/** A description from API data: text with `code` spans, the only Markdown it uses. */
export function ApiText({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <code key={index} className={styles.code}>
            {part}
          </code>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
