import * as styles from './SearchDialog.css';

export interface SearchDialogRecentProps {
  id: string;
  title: string;
  clearLabel: string;
  recent: readonly string[];
  activeId: string | undefined;
  optionId: (index: number) => string;
  onHover: (id: string) => void;
  onChoose: (term: string) => void;
  onClear: () => void;
}

/** The recent searches, shown while the box is empty: choosing one searches it again. */
export function SearchDialogRecent({
  id,
  title,
  clearLabel,
  recent,
  activeId,
  optionId,
  onHover,
  onChoose,
  onClear,
}: SearchDialogRecentProps) {
  const titleId = `${id}-title`;
  return (
    <>
      <p id={titleId} className={styles.sectionTitle}>
        {title}
      </p>
      <div role="listbox" id={id} aria-labelledby={titleId} className={styles.listbox}>
        {recent.map((term, index) => {
          const optionKey = optionId(index);
          return (
            // The input keeps the focus; the keyboard reaches these options through it.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for its options
            <div
              key={term}
              id={optionKey}
              role="option"
              aria-selected={optionKey === activeId}
              tabIndex={-1}
              className={styles.option}
              onMouseMove={() => onHover(optionKey)}
              onClick={() => onChoose(term)}
            >
              {term}
            </div>
          );
        })}
      </div>
      <button type="button" className={styles.clearRecent} onClick={onClear}>
        {clearLabel}
      </button>
    </>
  );
}
