import { type ReactNode, useId, useMemo } from 'react';
import { ExpansionPanelContext, useExpansionPanels } from './expansion-panels-context';

/** Props of {@link ExpansionPanel}. */
export interface ExpansionPanelProps {
  /** Identifies the panel in the group's `value`; a generated id when not given. */
  value?: string;
  /** Keeps the panel closed and disables its title button, which takes it out of the tab order. */
  disabled?: boolean;
  /** An `ExpansionPanelTitle` followed by an `ExpansionPanelText`. */
  children?: ReactNode;
}

/** The defaults of {@link ExpansionPanelProps}, shared with the API data test. */
export const expansionPanelDefaults = { disabled: false } as const satisfies Partial<ExpansionPanelProps>;

/**
 * One panel of an `ExpansionPanels` group, holding a title and a text; used outside a group it raises an
 * error.
 *
 * It gives its title and text their ids and open state.
 *
 * @throws {Error} `ExpansionPanel must be used inside ExpansionPanels` outside a group.
 */
export function ExpansionPanel({
  value,
  disabled = expansionPanelDefaults.disabled,
  children,
}: ExpansionPanelProps) {
  const group = useExpansionPanels();
  const id = useId();
  const panelValue = value ?? id;
  const open = !disabled && group.open.includes(panelValue);
  const { toggle } = group;
  const context = useMemo(
    () => ({
      open,
      disabled,
      titleId: `${id}-title`,
      textId: `${id}-text`,
      toggle: () => toggle(panelValue),
    }),
    [open, disabled, id, toggle, panelValue],
  );
  return (
    <ExpansionPanelContext value={context}>
      <div
        className={`ui-expansion-panel${open ? ' ui-expansion-panel--open' : ''}`}
        data-open={open}
        data-disabled={disabled || undefined}
      >
        {children}
      </div>
    </ExpansionPanelContext>
  );
}
