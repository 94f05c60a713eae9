import type { ReactNode } from 'react';

const PANEL_DEFAULTS = { side: 'end' } as const;

/**
 * A box beside the text.
 *
 * @deprecated Use the library's Card.
 */
export function Panel({
  side = PANEL_DEFAULTS.side,
  odd,
  children,
}: {
  /** Which side of the text it stands on. */
  side?: 'start' | 'end';
  odd?: string;
  children: ReactNode;
}) {
  return (
    <aside data-side={side} title={odd}>
      {children}
    </aside>
  );
}
