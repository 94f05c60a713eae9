import type { ReactNode } from 'react';
import * as styles from './ApiTable.css';

export interface ApiTableSectionProps {
  /** The id of the section's heading, which names the section. */
  id: string;
  /** The heading's text, e.g. "Props". */
  title: string;
  headingLevel: 2 | 3 | 4;
  /** The column headings. */
  columns: readonly string[];
  /** The table's rows. */
  children: ReactNode;
}

/** One table of a component's API (props, events or slots), under its own heading. */
export function ApiTableSection({ id, title, headingLevel, columns, children }: ApiTableSectionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {/* Focusable, so that a table wider than the page can be scrolled from the keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <div className={styles.scroller} role="group" aria-labelledby={id} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </section>
  );
}
