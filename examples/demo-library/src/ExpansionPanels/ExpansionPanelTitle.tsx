import type { ReactNode } from 'react';
import { useExpansionPanel } from './expansion-panels-context';

/** Props of {@link ExpansionPanelTitle}. */
export interface ExpansionPanelTitleProps {
  /** The level of the heading around the button, so the titles fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The title text. */
  children?: ReactNode;
}

/** The defaults of {@link ExpansionPanelTitleProps}, shared with the API data test. */
export const expansionPanelTitleDefaults = {
  headingLevel: 3,
} as const satisfies Partial<ExpansionPanelTitleProps>;

/**
 * The button that opens and closes its panel, inside a heading, with `aria-expanded` and
 * `aria-controls`; used outside a panel it raises an error.
 *
 * @throws {Error} `ExpansionPanelTitle must be used inside an ExpansionPanel` outside a panel.
 */
export function ExpansionPanelTitle({
  headingLevel = expansionPanelTitleDefaults.headingLevel,
  children,
}: ExpansionPanelTitleProps) {
  const panel = useExpansionPanel('ExpansionPanelTitle');
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="ui-expansion-panel__title">
      <button
        type="button"
        id={panel.titleId}
        className="ui-expansion-panel__button"
        aria-expanded={panel.open}
        aria-controls={panel.textId}
        disabled={panel.disabled}
        onClick={panel.toggle}
      >
        <span className="ui-expansion-panel__label">{children}</span>
        <span className="ui-expansion-panel__chevron" aria-hidden="true" />
      </button>
    </Heading>
  );
}
