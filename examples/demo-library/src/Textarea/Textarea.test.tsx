import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Textarea, type TextareaProps } from './Textarea';

const field = () => screen.getByRole('textbox') as HTMLTextAreaElement;

describe('Textarea', () => {
  it('is a multi-line text field named by its label, 5 rows by default', () => {
    render(<Textarea label="Message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '5');
  });

  it('keeps what is typed and reports it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Textarea label="Message" onChange={onChange} />);
    await user.type(field(), 'Hi{Enter}there');
    expect(field()).toHaveValue('Hi\nthere');
    expect(onChange).toHaveBeenLastCalledWith('Hi\nthere');
  });

  it.each([
    ['the length and the limit', { maxLength: 200 }, '12 / 200'],
    ['the length alone without a limit', {}, '12'],
  ] satisfies [string, Partial<TextareaProps>, string][])('counts %s', (_case, props, text) => {
    render(<Textarea label="Message" counter defaultValue="Hello, world" {...props} />);
    expect(field()).toHaveAccessibleDescription(text);
  });

  it('updates the counter as the user types and stops at the limit', async () => {
    const user = userEvent.setup();
    render(<Textarea label="Code" counter maxLength={4} />);
    await user.type(field(), 'abcdef');
    expect(field()).toHaveValue('abcd');
    expect(field()).toHaveAccessibleDescription('4 / 4');
  });

  it('has no counter unless asked', () => {
    render(<Textarea label="Message" maxLength={200} defaultValue="Hi" />);
    expect(screen.queryByText('2 / 200')).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-describedby');
  });

  it('is cleared with its clear button, from the keyboard, and keeps the focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Textarea label="Message" clearable defaultValue="Draft" onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear Message' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field()).toHaveValue('');
    expect(onChange).toHaveBeenCalledWith('');
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear Message' })).not.toBeInTheDocument();
  });

  it.each([
    ['without clearable', { defaultValue: 'Text' }],
    ['when empty', { clearable: true }],
    ['when read-only', { clearable: true, defaultValue: 'Text', readOnly: true }],
    ['when disabled', { clearable: true, defaultValue: 'Text', disabled: true }],
  ] satisfies [string, Partial<TextareaProps>][])('has no clear button %s', (_case, props) => {
    render(<Textarea label="Message" {...props} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['keeps the given rows for short text', { rows: 3 }, 'one\ntwo', 3],
    ['grows with the lines', { rows: 2 }, 'a\nb\nc\nd', 4],
    ['stops growing at maxRows', { rows: 2, maxRows: 3 }, 'a\nb\nc\nd\ne', 3],
  ] satisfies [string, Partial<TextareaProps>, string, number][])(
    'with autoGrow, %s',
    (_case, props, text, rows) => {
      render(<Textarea label="Notes" autoGrow defaultValue={text} {...props} />);
      expect(field()).toHaveAttribute('rows', String(rows));
    },
  );

  it('grows while the user types and shrinks back when cleared', async () => {
    const user = userEvent.setup();
    render(<Textarea label="Notes" autoGrow rows={2} clearable />);
    await user.type(field(), '1{Enter}2{Enter}3{Enter}4');
    expect(field()).toHaveAttribute('rows', '4');
    await user.click(screen.getByRole('button', { name: 'Clear Notes' }));
    expect(field()).toHaveAttribute('rows', '2');
  });

  it('does not grow without autoGrow', () => {
    render(<Textarea label="Notes" rows={2} defaultValue={'a\nb\nc\nd'} />);
    expect(field()).toHaveAttribute('rows', '2');
  });

  it('leaves a controlled value to its parent', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Textarea label="Message" value="Fixed" onChange={onChange} />);
    await user.type(field(), '!');
    expect(onChange).toHaveBeenCalledWith('Fixed!');
    expect(field()).toHaveValue('Fixed');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <Textarea label="Message" counter maxLength={200} clearable defaultValue="Hello" autoGrow />,
    );
    await expectNoAxeViolations(container);
  });
});
