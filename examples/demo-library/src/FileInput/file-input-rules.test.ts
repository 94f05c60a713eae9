import { describe, expect, it } from 'vitest';
import { assertFiles, fileSizeBase, formatFileSize } from './file-input-rules';

describe('formatFileSize', () => {
  it.each([
    [0, 1000, '0 B'],
    [999, 1000, '999 B'],
    [1000, 1000, '1.0 kB'],
    [1024, 1000, '1.0 kB'],
    [1500, 1000, '1.5 kB'],
    [999_949, 1000, '999.9 kB'],
    [999_999, 1000, '1.0 MB'],
    [1_000_000, 1000, '1.0 MB'],
    [2_500_000_000, 1000, '2.5 GB'],
    [5e15, 1000, '5000.0 TB'],
    [1000, 1024, '1000 B'],
    [1023, 1024, '1023 B'],
    [1_048_575, 1024, '1.0 MiB'],
    [1024, 1024, '1.0 KiB'],
    [1536, 1024, '1.5 KiB'],
    [1_048_576, 1024, '1.0 MiB'],
    [3_221_225_472, 1024, '3.0 GiB'],
  ] as const)('%i bytes in base %i is %s', (bytes, base, text) => {
    expect(formatFileSize(bytes, base)).toBe(text);
  });

  it('counts in base 1000 unless told', () => {
    expect(formatFileSize(2000)).toBe('2.0 kB');
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %j bytes', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });
});

describe('fileSizeBase', () => {
  it.each([
    [undefined, null],
    [false, null],
    [true, 1000],
    [1000, 1000],
    [1024, 1024],
  ])('showSize=%j shows sizes in base %j', (showSize, base) => {
    expect(fileSizeBase(showSize)).toBe(base);
  });

  it.each([[1], [0], ['1024'], [2048]])('rejects %j, naming the prop', (showSize) => {
    expect(() => fileSizeBase(showSize)).toThrow(
      `FileInput: the "showSize" prop must be a boolean, 1000 or 1024 (got ${JSON.stringify(showSize)})`,
    );
  });
});

describe('assertFiles', () => {
  const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });

  it.each([[[]], [[file]], [[file, file]]])('accepts a list of files (%#)', (files) => {
    expect(assertFiles(files)).toBe(files);
  });

  it.each([
    [['hello.txt'], 'must contain only File objects (got a string at index 0)'],
    [[file, { name: 'fake.txt' }], 'must contain only File objects (got an object at index 1)'],
    [[file, null], 'must contain only File objects (got null at index 1)'],
    [file, 'must be a list of File objects (got an object)'],
    ['hello.txt', 'must be a list of File objects (got a string)'],
  ])('rejects %j', (value, message) => {
    expect(() => assertFiles(value)).toThrow(`FileInput: the "value" prop ${message}`);
  });
});
