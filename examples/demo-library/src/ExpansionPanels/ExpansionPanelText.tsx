import type { ReactNode } from 'react';
import { useExpansionPanel } from './expansion-panels-context';

/** Props of {@link ExpansionPanelText}. */
export interface ExpansionPanelTextProps {
  /** The content shown while the panel is open. */
  children?: ReactNode;
}

/**
 * The content of a panel: a region named by its title, hidden while the panel is closed; used outside a
 * panel it raises an error.
 *
 * The region is a `<section>` labelled by the panel's title button.
 *
 * @throws {Error} `ExpansionPanelText must be used inside an ExpansionPanel` outside a panel.
 */
export function ExpansionPanelText({ children }: ExpansionPanelTextProps) {
  const panel = useExpansionPanel('ExpansionPanelText');
  return (
    <section
      id={panel.textId}
      aria-labelledby={panel.titleId}
      className="ui-expansion-panel__text"
      hidden={!panel.open}
    >
      <div className="ui-expansion-panel__text-inner">{children}</div>
    </section>
  );
}
