import { type KeyboardEvent, type ReactNode, useCallback, useMemo } from 'react';
import { useControllableState } from '../shared/useControllableState';
import { ExpansionPanelsContext } from './expansion-panels-context';
import {
  assertExpansionPanelVariant,
  type ExpansionPanelVariant,
  titleForKey,
  toggleOpen,
} from './expansion-panels-rules';
import './ExpansionPanels.css';

/** Props of {@link ExpansionPanels}. */
export interface ExpansionPanelsProps {
  /**
   * `default` separates the open panel from the others, `accordion` keeps the panels joined, `inset`
   * narrows the open panel and `popout` widens it. Any other value throws an error naming the prop.
   */
  variant?: ExpansionPanelVariant;
  /** Lets several panels be open at once; otherwise opening one closes the others. */
  multiple?: boolean;
  /** The values of the open panels, when the parent controls them. */
  value?: readonly string[];
  /** The values of the panels open at first, when the component keeps its own state. */
  defaultValue?: readonly string[];
  /** Called with the values of the open panels after a panel is opened or closed. */
  onChange?: (value: string[]) => void;
  /** The `ExpansionPanel` components of the group. */
  children?: ReactNode;
}

/** The defaults of {@link ExpansionPanelsProps}, shared with the API data test. */
export const expansionPanelsDefaults = {
  variant: 'default',
  multiple: false,
  defaultValue: [],
} as const satisfies Partial<ExpansionPanelsProps>;

const TITLE_SELECTOR = '.ui-expansion-panel__button:not(:disabled)';

/**
 * A group of panels that open and close to show their text, one at a time or several at once, following
 * the WAI-ARIA accordion pattern.
 *
 * Titles are buttons with `aria-expanded` and `aria-controls`: Enter or Space opens and closes a panel,
 * and ArrowUp/ArrowDown (wrapping), Home and End move between the enabled titles.
 *
 * @throws {Error} when `variant` has a value outside the allowed ones.
 * @example
 * <ExpansionPanels variant="accordion">
 *   <ExpansionPanel><ExpansionPanelTitle>Title</ExpansionPanelTitle><ExpansionPanelText>Text</ExpansionPanelText></ExpansionPanel>
 * </ExpansionPanels>
 */
export function ExpansionPanels({
  variant = expansionPanelsDefaults.variant,
  multiple = expansionPanelsDefaults.multiple,
  value,
  defaultValue = expansionPanelsDefaults.defaultValue,
  onChange,
  children,
}: ExpansionPanelsProps) {
  const checkedVariant = assertExpansionPanelVariant(variant);
  const [open, setOpen] = useControllableState<readonly string[]>(
    value,
    defaultValue,
    onChange && ((next) => onChange([...next])),
  );
  const toggle = useCallback(
    (panel: string) => setOpen(toggleOpen(open, panel, multiple)),
    [open, multiple, setOpen],
  );
  const context = useMemo(() => ({ open, toggle, variant: checkedVariant }), [open, toggle, checkedVariant]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const group = event.currentTarget;
    const titles = [...group.querySelectorAll<HTMLButtonElement>(TITLE_SELECTOR)].filter(
      (title) => title.closest('.ui-expansion-panels') === group,
    );
    const current = titles.indexOf(event.target as HTMLButtonElement);
    if (current === -1) return;
    const next = titleForKey(event.key, current, titles.length);
    if (next === null) return;
    event.preventDefault();
    titles[next]?.focus();
  };

  return (
    <ExpansionPanelsContext value={context}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the title buttons inside. */}
      <div
        className={`ui-expansion-panels ui-expansion-panels--${checkedVariant}`}
        data-variant={checkedVariant}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </ExpansionPanelsContext>
  );
}
