import { excerptParts } from '../client/sanitize-excerpt';
import * as styles from './SearchDialog.css';

export interface SearchExcerptProps {
  /** An excerpt as the search client gives it: text with `<mark>` around the matched words. */
  html: string;
}

/** A result's matching text, the matched words in `<mark>`; rendered as text, never as HTML. */
export function SearchExcerpt({ html }: SearchExcerptProps) {
  let offset = 0;
  return (
    <span className={styles.excerpt}>
      {excerptParts(html).map(({ text, marked }) => {
        const key = offset;
        offset += text.length;
        return marked ? <mark key={key}>{text}</mark> : <span key={key}>{text}</span>;
      })}
    </span>
  );
}
