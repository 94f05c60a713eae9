import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

/** A parent that keeps the code in its state and can reset it. */
function Controlled() {
  const [code, setCode] = useState('12');
  return (
    <>
      <OtpInput length={4} value={code} onChange={setCode} />
      <button type="button" onClick={() => setCode('')}>
        Reset
      </button>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((box) => box.value);
const box = (name: string) => screen.getByRole('textbox', { name });

describe('OtpInput', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows 6 labelled digit boxes by default, in a named group', () => {
    render(<OtpInput />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(boxes().map((input) => input.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 6',
      'Digit 2 of 6',
      'Digit 3 of 6',
      'Digit 4 of 6',
      'Digit 5 of 6',
      'Digit 6 of 6',
    ]);
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it.each([
    [4, 'number', 'Digit 4 of 4'],
    [8, 'text', 'Character 8 of 8'],
  ] as const)('takes length %i of type %s', (length, type, lastName) => {
    render(<OtpInput length={length} type={type} />);
    expect(boxes()).toHaveLength(length);
    expect(boxes().at(-1)).toHaveAccessibleName(lastName);
  });

  it('moves to the next box as the reader types, and reports the code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpInput length={4} onChange={onChange} />);
    await user.click(box('Digit 1 of 4'));
    await user.keyboard('12');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(box('Digit 3 of 4')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('12');
  });

  it.each([
    ['number', 'a1-b2 3', ['1', '2', '3', '', '', '']],
    ['text', 'a1-b', ['a', '1', '-', 'b', '', '']],
  ] as const)('as %s, typing %j fills %j', async (type, typed, expected) => {
    const user = userEvent.setup();
    render(<OtpInput type={type} />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard(typed);
    expect(values()).toEqual(expected);
  });

  it('clears and goes back with Backspace; Delete clears in place', async () => {
    const user = userEvent.setup();
    render(<OtpInput length={4} defaultValue="1234" />);
    await user.click(box('Digit 4 of 4'));
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '']);
    expect(box('Digit 3 of 4')).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(box('Digit 3 of 4')).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End, reversed right to left', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<OtpInput length={4} />);
    await user.click(box('Digit 2 of 4'));
    await user.keyboard('{ArrowRight}');
    expect(box('Digit 3 of 4')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(box('Digit 1 of 4')).toHaveFocus();
    await user.keyboard('{End}');
    expect(box('Digit 4 of 4')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(box('Digit 1 of 4')).toHaveFocus();
    rerender(
      <div dir="rtl">
        <OtpInput length={4} />
      </div>,
    );
    await user.click(box('Digit 2 of 4'));
    await user.keyboard('{ArrowLeft}');
    expect(box('Digit 3 of 4')).toHaveFocus();
  });

  it.each([
    ['number', '12 34-56', ['1', '2', '3', '4', '5', '6']],
    ['number', 'abc', ['', '', '', '', '', '']],
    ['text', 'AB-12', ['A', 'B', '-', '1', '2', '']],
  ] as const)('as %s, pasting %j fills %j', async (type, pasted, expected) => {
    const user = userEvent.setup();
    render(<OtpInput type={type} />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.paste(pasted);
    expect(values()).toEqual(expected);
  });

  it('fires finish once when every box is filled, and again only after a box changes', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<OtpInput length={4} onFinish={onFinish} />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('123');
    expect(onFinish).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenLastCalledWith('1234');
    await user.keyboard('4'); // the last box again, same digit: nothing changed
    expect(onFinish).toHaveBeenCalledTimes(1);
    await user.keyboard('{Backspace}');
    await user.click(box('Digit 4 of 4'));
    await user.keyboard('9');
    expect(onFinish).toHaveBeenCalledTimes(2);
    expect(onFinish).toHaveBeenLastCalledWith('1239');
  });

  it('does not fire finish for a code given at first', () => {
    const onFinish = vi.fn();
    render(<OtpInput length={4} defaultValue="1234" onFinish={onFinish} />);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(values()).toEqual(['1', '2', '', '']);
    await user.click(box('Digit 3 of 4'));
    await user.keyboard('3');
    expect(values()).toEqual(['1', '2', '3', '']);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(values()).toEqual(['', '', '', '']);
  });

  it.each([
    [{ length: 0 }, 'OtpInput: the "length" prop must be a whole number of 1 or more (got 0)'],
    [{ type: 'password' }, 'OtpInput: the "type" prop must be one of number, text (got "password")'],
  ])('throws for %j', (props, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<OtpInput {...(props as object)} />)).toThrow(message);
  });

  it('has no axe violations', async () => {
    const { container } = render(<OtpInput defaultValue="123" />);
    await expectNoAxeViolations(container);
  });
});
