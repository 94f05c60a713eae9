import { TONE_NAMES, type ToneName } from '@lectern/theme-core';
import type { ReactNode } from 'react';
import './Badge.css';
import { BADGE_CLASS, badgeToneClass } from './badge-classes';

export interface BadgeProps {
  /** Its tone: `info` (the default), `tip`, `success`, `warning`, `error`, or `note`, `caution`, `danger`. */
  type?: ToneName | undefined;
  /** The badge's text, e.g. `New`. */
  children: ReactNode;
}

/** A small pill after a title or a sidebar entry, coloured by its tone, e.g. `New` or `Deprecated`. */
export function Badge({ type = 'info', children }: BadgeProps) {
  return <span className={`${BADGE_CLASS} ${badgeToneClass(TONE_NAMES[type])}`}>{children}</span>;
}
