import { describe, expect, it } from 'vitest';
import {
  acceptedCharacters,
  assertOtpInputProps,
  boxesFromValue,
  fillFrom,
  finishCheck,
  otpValue,
  typedText,
} from './otp-input-rules';

describe('assertOtpInputProps', () => {
  it.each([[{ length: 6, type: 'number' }], [{ length: 1, type: 'text' }]])('accepts %j', (props) => {
    expect(() => assertOtpInputProps(props)).not.toThrow();
  });

  it.each([
    [{ length: 0, type: 'number' }, 'the "length" prop must be a whole number of 1 or more (got 0)'],
    [{ length: 4.5, type: 'number' }, 'the "length" prop must be a whole number of 1 or more (got 4.5)'],
    [{ length: 6, type: 'password' }, 'the "type" prop must be one of number, text (got "password")'],
  ])('rejects %j', (props, message) => {
    expect(() => assertOtpInputProps(props)).toThrow(`OtpInput: ${message}`);
  });
});

describe('acceptedCharacters', () => {
  it.each([
    ['123456', 'number', ['1', '2', '3', '4', '5', '6']],
    ['12-34 56', 'number', ['1', '2', '3', '4', '5', '6']],
    ['a', 'number', []],
    ['٣', 'number', []],
    ['', 'number', []],
    ['aB3-', 'text', ['a', 'B', '3', '-']],
    [' x y\n', 'text', ['x', 'y']],
  ] as const)('%j as %s gives %j', (text, type, expected) => {
    expect(acceptedCharacters(text, type)).toEqual(expected);
  });
});

describe('boxesFromValue', () => {
  it.each([
    ['', 3, ['', '', '']],
    ['12', 4, ['1', '2', '', '']],
    ['123456', 6, ['1', '2', '3', '4', '5', '6']],
    ['1234567', 6, ['1', '2', '3', '4', '5', '6']],
  ])('%j in %i boxes is %j', (value, length, boxes) => {
    expect(boxesFromValue(value, length)).toEqual(boxes);
  });
});

describe('fillFrom', () => {
  it.each([
    [['', '', ''], 0, ['7'], ['7', '', ''], 1],
    [['', '', ''], 1, ['7', '8', '9'], ['', '7', '8'], 2],
    [['1', '2', '3'], 2, ['9'], ['1', '2', '9'], 2],
    [['', '', '', ''], 0, ['1', '2'], ['1', '2', '', ''], 2],
    [['1', '', ''], 0, [], ['1', '', ''], 0],
  ])('%j from box %i with %j gives %j, next %i', (boxes, index, characters, expected, next) => {
    expect(fillFrom(boxes, index, characters)).toEqual({ boxes: expected, next });
  });
});

describe('typedText', () => {
  it.each([
    ['', '3', '3'],
    ['5', '53', '3'],
    ['5', '35', '3'],
    ['5', '55', '5'],
    ['5', '', ''],
    ['5', '7', '7'],
    ['', '123456', '123456'],
  ])('a box holding %j that now reads %j was given %j', (previous, current, typed) => {
    expect(typedText(previous, current)).toBe(typed);
  });
});

describe('otpValue', () => {
  it('joins the boxes, leaving empty ones out', () => {
    expect(otpValue(['1', '', '3'])).toBe('13');
  });
});

describe('finishCheck', () => {
  it.each([
    [['1', '2', ''], null, { fire: false, reported: null }],
    [['1', '2', ''], '123', { fire: false, reported: null }],
    [['1', '2', '3'], null, { fire: true, reported: '123' }],
    [['1', '2', '3'], '123', { fire: false, reported: '123' }],
    [['1', '2', '4'], '123', { fire: true, reported: '124' }],
  ])('boxes %j after reporting %j: %j', (boxes, reported, expected) => {
    expect(finishCheck(boxes, reported)).toEqual(expected);
  });
});
