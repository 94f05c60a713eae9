/** The bases a file size may be shown in: 1000 gives kB and MB, 1024 gives KiB and MiB. */
export const FILE_SIZE_BASES = [1000, 1024] as const;
export type FileSizeBase = (typeof FILE_SIZE_BASES)[number];

/** The `showSize` prop: `true` means base 1000. */
export type ShowSize = boolean | FileSizeBase;

const UNITS: Record<FileSizeBase, readonly string[]> = {
  1000: ['kB', 'MB', 'GB', 'TB'],
  1024: ['KiB', 'MiB', 'GiB', 'TiB'],
};

/**
 * A file size for people: whole bytes below one unit, then one decimal in the largest unit that fits
 * once rounded.
 *
 * @throws {RangeError} for negative, fractional or non-finite byte counts.
 * @example formatFileSize(1536, 1024) // '1.5 KiB'
 */
export function formatFileSize(bytes: number, base: FileSizeBase = 1000): string {
  if (!Number.isSafeInteger(bytes) || bytes < 0) {
    throw new RangeError(`expected a whole number of bytes, 0 or more (got ${bytes})`);
  }
  if (bytes < base) return `${bytes} B`;
  const units = UNITS[base];
  let size = bytes / base;
  let unit = 0;
  // Compare the rounded size, so 999 999 bytes read 1.0 MB rather than 1000.0 kB.
  while (Number(size.toFixed(1)) >= base && unit < units.length - 1) {
    size /= base;
    unit++;
  }
  return `${size.toFixed(1)} ${units[unit]}`;
}

/**
 * The base to show sizes in, or null to show none.
 *
 * @throws {Error} naming the prop, for anything but a boolean, 1000 or 1024.
 * @example fileSizeBase(true) // 1000
 */
export function fileSizeBase(showSize: unknown): FileSizeBase | null {
  if (showSize === undefined || showSize === false) return null;
  if (showSize === true) return 1000;
  if (FILE_SIZE_BASES.includes(showSize as FileSizeBase)) return showSize as FileSizeBase;
  throw new Error(
    `FileInput: the "showSize" prop must be a boolean, 1000 or 1024 (got ${JSON.stringify(showSize)})`,
  );
}

/** What a wrong value is, for the error message: `a string`, `null`, `an object`. */
function describeValue(value: unknown): string {
  if (value === null) return 'null';
  const type = typeof value;
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/**
 * The `value` prop, checked: a list of File objects (what an `<input type="file">` produces).
 *
 * @throws {Error} naming the prop and the first entry that is not a File.
 */
export function assertFiles(value: unknown): File[] {
  if (!Array.isArray(value)) {
    throw new Error(
      `FileInput: the "value" prop must be a list of File objects (got ${describeValue(value)})`,
    );
  }
  const index = value.findIndex((entry) => !(entry instanceof File));
  if (index !== -1) {
    throw new Error(
      `FileInput: the "value" prop must contain only File objects (got ${describeValue(value[index])} at index ${index})`,
    );
  }
  return value;
}
