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
  /** `default` separates panels, `accordion` joins them, `inset` narrows and `popout` widens the open one. */
  variant?: ExpansionPanelVariant;
  /** Lets several panels be open at once; otherwise opening one closes the others. */
  multiple?: boolean;
  /** The values of the open panels, when the parent controls them. */
  value?: readonly string[];
  /** The values of the panels open at first, when the component keeps its own state. */
  defaultValue?: readonly string[];
  /** Called with the values of the open panels after one is toggled. */
  onChange?: (value: string[]) => void;
  /** The {@link ExpansionPanel}s. */
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
 * A group of panels that open and close to show their text (the WAI-ARIA accordion pattern). Titles
 * are buttons with `aria-expanded` and `aria-controls`; ArrowUp/ArrowDown, Home and End move between
 * them.
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
