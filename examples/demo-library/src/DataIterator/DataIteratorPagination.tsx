export interface DataIteratorPaginationProps {
  /** The accessible name of the pagination navigation. */
  label: string;
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are; none shows only the disabled "Previous" and "Next". */
  count: number;
  /** Called with the page a button leads to: a page button's number, or the one before or after. */
  onSelect: (page: number) => void;
}

/**
 * The page buttons of a data iterator: "Previous", one button per page (the current one marked with
 * `aria-current="page"`), "Next". Buttons that lead nowhere are `aria-disabled`, so they keep focus.
 */
export function DataIteratorPagination({ label, page, count, onSelect }: DataIteratorPaginationProps) {
  const pages = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <nav className="ui-data-iterator-pagination" aria-label={label}>
      <PageButton text="Previous" disabled={page <= 1} onPress={() => onSelect(page - 1)} />
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          className="ui-data-iterator-page"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onSelect(number)}
        >
          {number}
        </button>
      ))}
      <PageButton text="Next" disabled={page >= count} onPress={() => onSelect(page + 1)} />
    </nav>
  );
}

interface PageButtonProps {
  text: string;
  disabled: boolean;
  onPress: () => void;
}

function PageButton({ text, disabled, onPress }: PageButtonProps) {
  return (
    <button
      type="button"
      className="ui-data-iterator-step"
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onPress}
    >
      {text}
    </button>
  );
}
