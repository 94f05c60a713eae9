/** The sizes a stepper's buttons come in. */
export type StepperSize = 'small' | 'medium' | 'large';

/** The stepper's defaults, named once for the component and its API. */
export const STEPPER_DEFAULTS = { step: 1 } as const;
