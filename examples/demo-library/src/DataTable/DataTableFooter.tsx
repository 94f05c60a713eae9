import { type ReactNode, useId } from 'react';

export interface DataTableFooterProps {
  /** The page shown, 1-based. */
  page: number;
  /** How many pages there are; none leaves both steps disabled. */
  pageCount: number;
  /** The rows shown as text, e.g. "1–10 of 23". */
  rangeText: string;
  /** The rows on one page, chosen in the select. */
  itemsPerPage: number;
  /** The choices of the rows-per-page select, smallest first. */
  itemsPerPageChoices: readonly number[];
  /** Called with the page before or after, when "Previous page" or "Next page" is pressed. */
  onPage: (page: number) => void;
  /** Called with the number of rows per page chosen in the select. */
  onItemsPerPage: (itemsPerPage: number) => void;
}

/**
 * The footer of a data table: a rows-per-page select, the rows shown as text (announced politely when it
 * changes), and "Previous page" and "Next page" buttons. Steps that lead nowhere are `aria-disabled`, so
 * they keep their place in the tab order.
 */
export function DataTableFooter(props: DataTableFooterProps) {
  const { page, pageCount } = props;
  const id = useId();
  return (
    <div className="ui-data-table__footer">
      <div className="ui-data-table__per-page">
        <label htmlFor={`${id}-per-page`}>Rows per page</label>
        <select
          id={`${id}-per-page`}
          value={props.itemsPerPage}
          onChange={(event) => props.onItemsPerPage(Number(event.target.value))}
        >
          {props.itemsPerPageChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
      <p className="ui-data-table__range" role="status">
        {props.rangeText}
      </p>
      <div className="ui-data-table__pagination">
        <StepButton label="Previous page" disabled={page <= 1} onPress={() => props.onPage(page - 1)}>
          <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
        </StepButton>
        <StepButton label="Next page" disabled={page >= pageCount} onPress={() => props.onPage(page + 1)}>
          <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
        </StepButton>
      </div>
    </div>
  );
}

interface StepButtonProps {
  label: string;
  disabled: boolean;
  onPress: () => void;
  /** The arrow's path. */
  children: ReactNode;
}

function StepButton({ label, disabled, onPress, children }: StepButtonProps) {
  return (
    <button
      type="button"
      className="ui-data-table__step"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onPress}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        fill="currentColor"
      >
        {children}
      </svg>
    </button>
  );
}
