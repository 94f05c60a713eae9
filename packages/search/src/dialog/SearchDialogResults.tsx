import type { SearchHit, SearchResultGroup } from '../client/types';
import * as styles from './SearchDialog.css';
import { SearchExcerpt } from './SearchExcerpt';

export interface SearchDialogResultsProps {
  /** The listbox's id, which the input's `aria-controls` names. */
  id: string;
  label: string;
  groups: readonly SearchResultGroup[];
  /** The id of the active option. */
  activeId: string | undefined;
  /** Builds an option's id from its group and hit positions. */
  optionId: (groupIndex: number, hitIndex: number) => string;
  onHover: (id: string) => void;
  onChoose: (hit: SearchHit) => void;
  /** More results are still coming (the first few are shown while the rest load): `aria-busy`. */
  busy?: boolean;
}

/**
 * The results as a listbox of options grouped by page: each group is named by its page title (or
 * "alert › prop"), each option is a link to the heading with its highlighted excerpt.
 */
export function SearchDialogResults({
  id,
  label,
  groups,
  activeId,
  optionId,
  onHover,
  onChoose,
  busy = false,
}: SearchDialogResultsProps) {
  return (
    <div role="listbox" id={id} aria-label={label} aria-busy={busy || undefined} className={styles.listbox}>
      {groups.map((group, groupIndex) => {
        const titleId = `${id}-group-${groupIndex}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: ARIA groups are how a listbox groups its options
          <div
            key={`${group.kind} ${group.page.url} ${group.component ?? ''}`}
            role="group"
            aria-labelledby={titleId}
            className={styles.group}
          >
            <div id={titleId} className={styles.groupTitle}>
              {group.page.title}
              {group.version !== undefined && (
                <>
                  {' '}
                  <span className={styles.groupVersion}>{group.version}</span>
                </>
              )}
            </div>
            {group.hits.map((hit, hitIndex) => {
              const optionKey = optionId(groupIndex, hitIndex);
              return (
                <a
                  key={optionKey}
                  id={optionKey}
                  role="option"
                  aria-selected={optionKey === activeId}
                  href={hit.anchorUrl}
                  tabIndex={-1}
                  className={styles.option}
                  onMouseMove={() => onHover(optionKey)}
                  onClick={(event) => {
                    if (
                      event.button !== 0 ||
                      event.metaKey ||
                      event.ctrlKey ||
                      event.shiftKey ||
                      event.altKey
                    )
                      return;
                    event.preventDefault();
                    onChoose(hit);
                  }}
                >
                  <span className={styles.optionHeading}>{hit.heading}</span>
                  <SearchExcerpt html={hit.excerptHtml} />
                </a>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
