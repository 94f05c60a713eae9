import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react';
import { horizontalStep, isRightToLeft } from '../shared/direction';
import {
  acceptedCharacters,
  assertOtpInputProps,
  boxesFromValue,
  fillFrom,
  finishCheck,
  OTP_LENGTH,
  type OtpInputType,
  otpValue,
  typedText,
} from './otp-input-rules';
import './OtpInput.css';

/** Props of {@link OtpInput}. */
export interface OtpInputProps {
  /**
   * The number of boxes, one character each; a whole number of 1 or more, or an error naming the prop is
   * thrown.
   *
   * @minimum 1
   */
  length?: number;
  /**
   * `number` takes digits only: other keys are ignored and pasted text is filtered. `text` takes any
   * character except white space. Boxes are labelled "Digit 1 of 6" or "Character 1 of 6". Any other
   * value throws an error naming the prop.
   */
  type?: OtpInputType;
  /** The code, when the parent controls it. */
  value?: string;
  /**
   * The code at first, when the component keeps its own state. A complete code given here does not fire
   * `finish`.
   */
  defaultValue?: string;
  /** The accessible name of the group of boxes. */
  label?: string;
  /** Turns every box off. */
  disabled?: boolean;
  /** Called with the code (the filled boxes' characters) whenever a box changes. */
  onChange?: (value: string) => void;
  /** Called once with the code when every box is filled; again only after a box changes. */
  onFinish?: (value: string) => void;
}

/** The defaults of {@link OtpInputProps}, shared with the API data test. */
export const otpInputDefaults = {
  length: OTP_LENGTH,
  type: 'number',
  defaultValue: '',
  label: 'One-time code',
  disabled: false,
} as const satisfies Partial<OtpInputProps>;

/**
 * A one-time-code input: a row of one-character boxes that fill as the reader types or pastes, with an
 * event once the code is complete.
 *
 * Typing moves to the next box, Backspace clears and goes back, Delete clears, the arrow keys (following
 * the writing direction), Home and End move, and pasting fills the boxes from the focused one.
 *
 * @throws {Error} naming the prop, for a length below 1 or an unknown type.
 * @example <OtpInput length={4} onFinish={(code) => verify(code)} />
 */
export function OtpInput({
  length = otpInputDefaults.length,
  type = otpInputDefaults.type,
  value,
  defaultValue = otpInputDefaults.defaultValue,
  label = otpInputDefaults.label,
  disabled = otpInputDefaults.disabled,
  onChange,
  onFinish,
}: OtpInputProps) {
  assertOtpInputProps({ length, type });
  const [boxes, setBoxes] = useState(() => boxesFromValue(value ?? defaultValue, length));
  // A full code given at first counts as reported: the event is for codes the reader completes.
  const reported = useRef(finishCheck(boxes, null).reported);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // Controlled: a value from the parent that differs from the boxes replaces them (during render, as
  // React recommends for state derived from props).
  const given = value === undefined ? null : boxesFromValue(value, length);
  const shown = given && otpValue(given) !== otpValue(boxes) ? given : boxes;
  if (shown !== boxes) setBoxes(shown);

  const update = (next: string[], focusIndex: number) => {
    setBoxes(next);
    inputs.current[focusIndex]?.focus();
    if (otpValue(next) !== otpValue(shown)) onChange?.(otpValue(next));
    const check = finishCheck(next, reported.current);
    reported.current = check.reported;
    if (check.fire) onFinish?.(otpValue(next));
  };

  const write = (index: number, text: string) => {
    const characters = acceptedCharacters(text, type);
    if (characters.length === 0) return;
    const { boxes: next, next: focusIndex } = fillFrom(shown, index, characters);
    update(next, focusIndex);
  };

  const clear = (index: number, focusIndex: number) => {
    const next = [...shown];
    next[index] = '';
    update(next, focusIndex);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const step = horizontalStep(event.key, isRightToLeft(event.currentTarget));
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? length - 1 : step ? index + step : null;
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      clear(index, event.key === 'Backspace' ? Math.max(index - 1, 0) : index);
    } else if (target !== null && target >= 0 && target < length) {
      event.preventDefault();
      inputs.current[target]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, index: number) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  const boxName = type === 'number' ? 'Digit' : 'Character';
  return (
    <fieldset className="ui-otp-input" aria-label={label} disabled={disabled}>
      {shown.map((box, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items.
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="ui-otp-input__box"
          type="text"
          inputMode={type === 'number' ? 'numeric' : 'text'}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`${boxName} ${index + 1} of ${length}`}
          value={box}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            const typed = typedText(box, event.target.value);
            if (typed === '') clear(index, index);
            else write(index, typed);
          }}
          onKeyDown={(event) => onKeyDown(event, index)}
          onPaste={(event) => onPaste(event, index)}
        />
      ))}
    </fieldset>
  );
}
