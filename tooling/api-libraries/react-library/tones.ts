/** The tones a badge comes in. */
export const BADGE_TONES = ['neutral', 'success', 'danger'] as const;

export type BadgeTone = (typeof BADGE_TONES)[number];

/** The sides a badge's edge may be drawn on, or `true` for the start side. */
export type BadgeEdge = boolean | BadgeSide;

type BadgeSide = 'top' | 'bottom';

/** The defaults of the badge's props, named once for the component and its API. */
export const badgeDefaults = { tone: 'neutral', size: 2, labels: { dismiss: 'Dismiss' } } as const;
