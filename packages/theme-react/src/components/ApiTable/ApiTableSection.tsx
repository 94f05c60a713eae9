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
    <div>
      <Heading id={id}>{title}</Heading>
      {/* The table's region, named by the heading, scrolls a table wider than the page: it is a keyboard
          stop of its own so that it can be scrolled without a pointer. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className={styles.scroller} aria-labelledby={id} tabIndex={0}>
        <table className={styles.table} data-columns={columns.length}>
          {/* The column headings are the theme's words, not the component's: search leaves them out. */}
          <thead data-pagefind-ignore="all">
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
      </section>
    </div>
  );
}
