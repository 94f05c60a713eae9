/** The tones a badge comes in. */
export const BADGE_TONES = ['neutral', 'success', 'danger'] as const;

export type BadgeTone = (typeof BADGE_TONES)[number];

/** The defaults of the badge's props, named once for the component and its API. */
export const badgeDefaults = { tone: 'neutral', size: 2, labels: { dismiss: 'Dismiss' } } as const;
