import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileInput } from './FileInput';

/** A file of a given size (the bytes are zeros). */
const fileOf = (name: string, bytes: number, type = 'text/plain') =>
  new File([new Uint8Array(bytes)], name, { type });

const input = (name = 'Attachments') => screen.getByLabelText(name);
const listed = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('FileInput', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a labelled file input', () => {
    render(<FileInput label="Attachments" />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).not.toHaveAttribute('multiple');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the chosen file and reports it as File objects', async () => {
    const onChange = vi.fn();
    render(<FileInput label="Attachments" onChange={onChange} />);
    const report = fileOf('report.pdf', 2048, 'application/pdf');
    await userEvent.upload(input(), report);
    expect(onChange).toHaveBeenCalledWith([report]);
    expect(listed()).toEqual(['report.pdf']);
    expect(input()).toHaveAccessibleDescription('report.pdf');
  });

  it('takes several files with multiple', async () => {
    render(<FileInput label="Attachments" multiple />);
    await userEvent.upload(input(), [fileOf('a.txt', 1), fileOf('b.txt', 2)]);
    expect(listed()).toEqual(['a.txt', 'b.txt']);
  });

  it.each([
    [true, ['a.txt (1.5 kB)', 'b.bin (2.1 MB)']],
    [1000, ['a.txt (1.5 kB)', 'b.bin (2.1 MB)']],
    [1024, ['a.txt (1.5 KiB)', 'b.bin (2.0 MiB)']],
    [false, ['a.txt', 'b.bin']],
  ] as const)('with showSize=%j lists %j', async (showSize, expected) => {
    render(<FileInput label="Attachments" multiple showSize={showSize} />);
    await userEvent.upload(input(), [fileOf('a.txt', 1536), fileOf('b.bin', 2_097_152)]);
    expect(listed()).toEqual(expected);
  });

  it('shows the files of a controlled value', () => {
    render(<FileInput label="Attachments" value={[fileOf('kept.txt', 10)]} showSize />);
    expect(listed()).toEqual(['kept.txt (10 B)']);
  });

  it.each([
    [['kept.txt'], 'FileInput: the "value" prop must contain only File objects (got a string at index 0)'],
    [
      [{ name: 'x', size: 1 }],
      'FileInput: the "value" prop must contain only File objects (got an object at index 0)',
    ],
  ])('throws for a value of %j', (value, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FileInput label="Attachments" value={value as unknown as File[]} />)).toThrow(
      message,
    );
  });

  it('throws for a showSize other than a boolean, 1000 or 1024', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error: checked at run time too, for pages written without types.
    expect(() => render(<FileInput label="Attachments" showSize={1} />)).toThrow(
      'FileInput: the "showSize" prop must be a boolean, 1000 or 1024 (got 1)',
    );
  });

  it('is reached with Tab and passes accept, name and disabled to the native input', async () => {
    const { rerender } = render(<FileInput label="Photo" accept="image/*" name="photo" />);
    await userEvent.tab();
    expect(input('Photo')).toHaveFocus();
    expect(input('Photo')).toHaveAttribute('accept', 'image/*');
    expect(input('Photo')).toHaveAttribute('name', 'photo');
    rerender(<FileInput label="Photo" disabled />);
    expect(input('Photo')).toBeDisabled();
  });

  it('has no axe violations with files chosen', async () => {
    const { container } = render(<FileInput label="Attachments" multiple showSize={1024} />);
    await userEvent.upload(input(), [fileOf('a.txt', 1536), fileOf('b.txt', 10)]);
    await expectNoAxeViolations(container);
  });
});
