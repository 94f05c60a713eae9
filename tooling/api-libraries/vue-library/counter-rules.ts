/** The colours a counter comes in. */
export type CounterTone = 'neutral' | 'success' | 'danger';

/** The counter's defaults, named once for the component and its API. */
export const COUNTER_DEFAULTS = { step: 1 } as const;
