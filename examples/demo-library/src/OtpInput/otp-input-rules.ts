/** `number` takes digits only; `text` takes any character. */
export const OTP_INPUT_TYPES = ['number', 'text'] as const;
export type OtpInputType = (typeof OTP_INPUT_TYPES)[number];

/** The number of boxes unless set. */
export const OTP_LENGTH = 6;

/**
 * The props that take closed sets, checked.
 *
 * @throws {Error} naming the prop, for a length that is not a whole number from 1 or an unknown type.
 */
export function assertOtpInputProps({ length, type }: { length: unknown; type: unknown }): void {
  if (!Number.isInteger(length) || (length as number) < 1) {
    throw new Error(
      `OtpInput: the "length" prop must be a whole number of 1 or more (got ${JSON.stringify(length)})`,
    );
  }
  if (!OTP_INPUT_TYPES.includes(type as OtpInputType)) {
    throw new Error(`OtpInput: the "type" prop must be one of number, text (got ${JSON.stringify(type)})`);
  }
}

/**
 * The characters of typed or pasted text that the boxes accept, one per box: digits only for `number`,
 * anything but white space for `text`.
 *
 * @example acceptedCharacters('12-34 56', 'number') // ['1', '2', '3', '4', '5', '6']
 */
export function acceptedCharacters(text: string, type: OtpInputType): string[] {
  const characters = [...text].filter((character) => !/\s/.test(character));
  return type === 'number' ? characters.filter((character) => /^[0-9]$/.test(character)) : characters;
}

/**
 * The boxes for a value: one character each, empty boxes after its end, extra characters dropped.
 *
 * @example boxesFromValue('12', 4) // ['1', '2', '', '']
 */
export function boxesFromValue(value: string, length: number): string[] {
  const characters = [...value];
  return Array.from({ length }, (_, index) => characters[index] ?? '');
}

/**
 * The boxes after characters are written from a box onwards, and the box to focus next: the one after
 * the last written, or the last box.
 *
 * @example fillFrom(['', '', ''], 1, ['7', '8', '9']) // { boxes: ['', '7', '8'], next: 2 }
 */
export function fillFrom(
  boxes: readonly string[],
  index: number,
  characters: readonly string[],
): { boxes: string[]; next: number } {
  const next = [...boxes];
  const written = characters.slice(0, Math.max(0, boxes.length - index));
  written.forEach((character, offset) => {
    next[index + offset] = character;
  });
  return { boxes: next, next: Math.min(index + written.length, boxes.length - 1) };
}

/**
 * What a box's text became when it changed: the new text without the character it held, so typing
 * over, before or after the old character all give the new one.
 *
 * @example typedText('5', '53') // '3'
 */
export function typedText(previous: string, current: string): string {
  if (previous === '' || current.length <= previous.length) return current;
  const at = current.indexOf(previous);
  return at === -1 ? current : current.slice(0, at) + current.slice(at + previous.length);
}

/** The value of the boxes: their characters joined, empty boxes left out. */
export function otpValue(boxes: readonly string[]): string {
  return boxes.join('');
}

/**
 * Whether the finish event fires: when every box is filled with a value not already reported. Returns
 * the value to remember as reported (null once a box is empty again).
 *
 * @example finishCheck(['1', '2'], null) // { fire: true, reported: '12' }
 */
export function finishCheck(
  boxes: readonly string[],
  reported: string | null,
): { fire: boolean; reported: string | null } {
  if (boxes.some((box) => box === '')) return { fire: false, reported: null };
  const value = otpValue(boxes);
  return { fire: value !== reported, reported: value };
}
