import type { MouseEventHandler } from 'react';

const PICKER_PAGE_SIZES = [10, 25] as const;
const PICKER_DEFAULTS = { pageSizes: PICKER_PAGE_SIZES, limit: 5 } as const;

interface PickerBaseProps {
  /** The visible label. */
  label: string;
  /** The page sizes offered. */
  pageSizes?: readonly number[];
  /**
   * How many items may be picked.
   *
   * @minimum 1
   */
  limit?: number;
  /** Called when the clear button is pressed. */
  onClear?: MouseEventHandler<HTMLButtonElement>;
}

/** A picker of one item. */
interface SinglePickerProps extends PickerBaseProps {
  /**
   * Whether several items may be picked.
   *
   * @default false
   */
  multiple?: false;
  /** What is picked. */
  value?: string;
  /** Called with what is picked. */
  onChange?: (value: string) => void;
}

/** A picker of several items. */
interface MultiplePickerProps extends PickerBaseProps {
  /**
   * Whether several items may be picked.
   *
   * @default false
   */
  multiple: true;
  /** What is picked. */
  value?: readonly string[];
  /** Called with what is picked. */
  onChange?: (value: readonly string[]) => void;
}

/** Props of {@link Picker}: one shape per mode. */
export type PickerProps = SinglePickerProps | MultiplePickerProps;

/** Picks items from a list. */
export function Picker(props: PickerProps) {
  const { label, pageSizes = PICKER_DEFAULTS.pageSizes, limit = PICKER_DEFAULTS.limit } = props;
  return <fieldset aria-label={label} data-limit={limit} data-sizes={pageSizes.join(' ')} />;
}
