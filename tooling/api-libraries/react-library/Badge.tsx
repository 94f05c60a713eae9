import type { MouseEvent, ReactNode } from 'react';
import { type BadgeEdge, type BadgeTone, badgeDefaults } from './tones';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The colour, from the tones. */
  tone?: BadgeTone;
  /** How large it is: 1 is the smallest. */
  size?: 1 | 2 | 3;
  /** Draws an edge on one side. */
  edge?: BadgeEdge;
  /** The text read out for it. */
  label: string;
  /** The accessible name of the dismiss button. */
  dismissLabel?: string;
  /**
   * Draws it in red.
   *
   * @deprecated Use `tone="danger"`.
   */
  alarming?: boolean;
  /** Called when the dismiss button is pressed. */
  onDismiss?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The text shown. */
  children?: ReactNode;
  /** An icon before the text. */
  icon?: ReactNode;
}

/**
 * A short status next to a title.
 *
 * @since 1.2.0
 * @example <Badge label="New" tone="success">New</Badge>
 */
export function Badge({
  tone = badgeDefaults.tone,
  size = badgeDefaults.size,
  edge = false,
  label,
  dismissLabel = badgeDefaults.labels.dismiss,
  alarming = false,
  onDismiss,
  children,
  icon,
}: BadgeProps) {
  return (
    <span
      role="status"
      aria-label={label}
      data-tone={alarming ? 'danger' : tone}
      data-size={size}
      data-edge={String(edge)}
    >
      {icon}
      {children}
      {onDismiss && (
        <button type="button" aria-label={dismissLabel} onClick={onDismiss}>
          ×
        </button>
      )}
    </span>
  );
}
