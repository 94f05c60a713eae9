import { createContext, useContext } from 'react';
import type { ExpansionPanelVariant } from './expansion-panels-rules';

/** What {@link ExpansionPanels} shares with its panels. */
export interface ExpansionPanelsContextValue {
  open: readonly string[];
  toggle: (value: string) => void;
  variant: ExpansionPanelVariant;
}

/** What an {@link ExpansionPanel} shares with its title and text. */
export interface ExpansionPanelContextValue {
  open: boolean;
  disabled: boolean;
  titleId: string;
  textId: string;
  toggle: () => void;
}

export const ExpansionPanelsContext = createContext<ExpansionPanelsContextValue | null>(null);
export const ExpansionPanelContext = createContext<ExpansionPanelContextValue | null>(null);

/**
 * The group around a panel.
 *
 * @throws {Error} when the panel is used outside an ExpansionPanels group.
 */
export function useExpansionPanels(): ExpansionPanelsContextValue {
  const group = useContext(ExpansionPanelsContext);
  if (!group) throw new Error('ExpansionPanel must be used inside ExpansionPanels');
  return group;
}

/**
 * The panel around a title or text.
 *
 * @param component the name of the calling component, for the error message.
 * @throws {Error} `<component> must be used inside an ExpansionPanel` outside a panel.
 */
export function useExpansionPanel(component: string): ExpansionPanelContextValue {
  const panel = useContext(ExpansionPanelContext);
  if (!panel) throw new Error(`${component} must be used inside an ExpansionPanel`);
  return panel;
}
