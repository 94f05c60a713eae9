import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { useControllableState } from '../shared/useControllableState';
import { assertFiles, fileSizeBase, formatFileSize, type ShowSize } from './file-input-rules';
import './FileInput.css';

/** Props of {@link FileInput}. */
export interface FileInputProps {
  /** The visible label of the file input. */
  label: string;
  /** Lets several files be chosen at once. */
  multiple?: boolean;
  /** The file types offered, as for the native `accept` attribute: `image/*`, `.pdf,.txt`. */
  accept?: string;
  /**
   * Shows each chosen file's size. The number is the unit base: 1000 gives kB and MB, 1024 gives KiB and
   * MiB; `true` means 1000. Any other value throws an error naming the prop.
   */
  showSize?: ShowSize;
  /**
   * The chosen files, when the parent controls them. Only File objects are accepted: any other entry
   * throws an error naming the prop and the entry's index.
   */
  value?: readonly File[];
  /** The form field name of the native input. */
  name?: string;
  /** Turns the input off. */
  disabled?: boolean;
  /** Called with the chosen files whenever the choice changes. */
  onChange?: (files: File[]) => void;
}

/** The defaults of {@link FileInputProps}, shared with the API data test. */
export const fileInputDefaults = {
  multiple: false,
  showSize: false,
  disabled: false,
} as const satisfies Partial<FileInputProps>;

const NO_FILES: readonly File[] = [];

/**
 * A labelled file input that lists the chosen files, optionally with each file's size in decimal or
 * binary units.
 *
 * It is a native `<input type="file">`; the list of chosen files describes it.
 *
 * @throws {Error} naming the prop, when `value` holds anything but File objects or `showSize` is not a
 * boolean, 1000 or 1024.
 * @example <FileInput label="Attachments" multiple showSize={1024} onChange={(files) => …} />
 */
export function FileInput({
  label,
  multiple = fileInputDefaults.multiple,
  accept,
  showSize = fileInputDefaults.showSize,
  value,
  name,
  disabled = fileInputDefaults.disabled,
  onChange,
}: FileInputProps) {
  if (value !== undefined) assertFiles(value);
  const base = fileSizeBase(showSize);
  const [files, setFiles] = useControllableState<readonly File[]>(
    value,
    NO_FILES,
    onChange && ((next) => onChange([...next])),
  );
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // A parent that empties the value also empties the native input, so the same file can be chosen again.
  useEffect(() => {
    if (files.length === 0 && inputRef.current) inputRef.current.value = '';
  }, [files]);

  const onInput = (event: ChangeEvent<HTMLInputElement>) => setFiles([...(event.target.files ?? [])]);

  return (
    <div className="ui-file-input" data-disabled={disabled || undefined}>
      <label className="ui-file-input__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="ui-file-input__input"
        type="file"
        name={name}
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        aria-describedby={files.length > 0 ? `${id}-files` : undefined}
        onChange={onInput}
      />
      {files.length > 0 && (
        <ul className="ui-file-input__files" id={`${id}-files`}>
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name.
            <li key={`${index}-${file.name}`} className="ui-file-input__file">
              <span className="ui-file-input__name">{file.name}</span>
              {base && <span className="ui-file-input__size">{` (${formatFileSize(file.size, base)})`}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
