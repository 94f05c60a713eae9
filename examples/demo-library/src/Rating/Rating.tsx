import './Rating.css';
import { type KeyboardEvent, useRef, useState } from 'react';
import {
  keyedRating,
  normaliseRating,
  pressedRating,
  RATING_LENGTH,
  ratingLabel,
  ratingOptions,
  starFill,
} from './rating-rules';

/** Props of {@link Rating}. */
export interface RatingProps {
  /** Accessible name of the group of stars. */
  label?: string;
  /**
   * Number of stars; a whole number of 1 or more, or a `RangeError` is thrown.
   *
   * @minimum 1
   */
  length?: number;
  /**
   * The rating when the parent controls it, from 0 (none) to `length`; it is rounded down to a whole
   * star (a half star with `halfIncrements`) and kept within that range.
   *
   * @minimum 0
   */
  value?: number;
  /**
   * The first rating when the component controls its own value; rounded and kept in range like `value`.
   *
   * @minimum 0
   */
  defaultValue?: number;
  /** Called with the new rating whenever the user changes it; 0 means no rating. */
  onChange?: (value: number) => void;
  /** Lets each half of a star be chosen, so ratings such as 2.5 are possible. */
  halfIncrements?: boolean;
  /** Shows the rating without letting it change; the stars can still be focused and read. */
  readonly?: boolean;
  /**
   * Lets the user go back to no rating, by choosing the current star again or with the arrow keys below
   * the first star.
   */
  clearable?: boolean;
  /** Turns the rating off: it cannot be focused or changed. */
  disabled?: boolean;
}

/**
 * A star rating the user can set with the mouse or the keyboard, read as a group of radios such as "3 of
 * 5 stars".
 *
 * Each star (or half star) is a radio. The arrow keys move the rating and the focus together (left and
 * right following the writing direction), Home and End go to the lowest and highest rating, and Space chooses
 * the focused star.
 *
 * @example <Rating label="Your rating" defaultValue={3} halfIncrements />
 */
export function Rating({
  label = 'Rating',
  length = RATING_LENGTH,
  value,
  defaultValue = 0,
  onChange,
  halfIncrements = false,
  readonly = false,
  clearable = false,
  disabled = false,
}: RatingProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const radios = useRef(new Map<number, HTMLElement>());
  const scale = { length, half: halfIncrements };
  const options = ratingOptions(scale);
  const current = normaliseRating(value ?? ownValue, scale);
  const focusable = current > 0 ? current : options[0];
  const interactive = !readonly && !disabled;

  function choose(next: number, moveFocus: boolean) {
    if (next !== current) {
      if (value === undefined) setOwnValue(next);
      onChange?.(next);
    }
    if (moveFocus) radios.current.get(next > 0 ? next : (options[0] as number))?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!interactive) return;
    const pressed = Number((event.target as HTMLElement).dataset.value);
    if (event.key === ' ' && pressed > 0) {
      event.preventDefault();
      choose(pressedRating(current, pressed, clearable), false);
      return;
    }
    const direction = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
    const next = keyedRating(current, event.key, { ...scale, clearable, direction });
    if (next === null) return;
    event.preventDefault();
    choose(next, true);
  }

  return (
    <div
      className="ui-rating"
      role="radiogroup"
      aria-label={label}
      aria-readonly={readonly || undefined}
      aria-disabled={disabled || undefined}
      onKeyDown={handleKeyDown}
    >
      {Array.from({ length }, (_, index) => index + 1).map((star) => (
        <span key={star} className="ui-rating-star" data-fill={starFill(star, current)}>
          <StarIcon />
          <span className="ui-rating-fill">
            <StarIcon />
          </span>
          {options
            .filter((option) => Math.ceil(option) === star)
            .map((option) => (
              // The group handles the keys (arrows move the rating and the focus together, which native
              // radios cannot clamp or clear to 0), so each radio has a click handler only.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the radiogroup
              // biome-ignore lint/a11y/useSemanticElements: a custom radio covers its star or half star
              <span
                key={option}
                ref={(element) => {
                  if (element) radios.current.set(option, element);
                  else radios.current.delete(option);
                }}
                role="radio"
                aria-checked={option === current}
                aria-label={ratingLabel(option, length)}
                className={`ui-rating-radio ui-rating-radio--${halfIncrements ? (option % 1 ? 'start' : 'end') : 'whole'}`}
                data-value={option}
                tabIndex={!disabled && option === focusable ? 0 : -1}
                onClick={
                  interactive ? () => choose(pressedRating(current, option, clearable), false) : undefined
                }
              />
            ))}
        </span>
      ))}
    </div>
  );
}

function StarIcon() {
  return (
    <svg className="ui-rating-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
