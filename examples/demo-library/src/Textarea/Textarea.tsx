import './Textarea.css';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { autoGrowRows, counterText, lineCount, measuredRows, TEXTAREA_ROWS } from './textarea-rules';

/** Props of {@link Textarea}. */
export interface TextareaProps {
  /** The visible label, which also names the field. */
  label: string;
  /** The text when the parent controls it. */
  value?: string;
  /** The first text when the component controls its own value. */
  defaultValue?: string;
  /** Called with the new text on every edit and when the field is cleared. */
  onChange?: (value: string) => void;
  /** Visible rows; with `autoGrow`, the least number of rows. */
  rows?: number;
  /** Grows with the content, from `rows` up to `maxRows`, instead of scrolling. */
  autoGrow?: boolean;
  /** The most rows `autoGrow` grows to; past it the field scrolls. No limit when not given. */
  maxRows?: number;
  /**
   * Shows the number of characters below the field, and the limit when `maxLength` is given, as in
   * "12 / 200". The field is described by it.
   */
  counter?: boolean;
  /** The most characters the field accepts. */
  maxLength?: number;
  /**
   * Shows a button, named "Clear" and the label, that empties the field and returns the focus to it. It
   * shows only while there is text to clear, and not when the field is disabled or read-only.
   */
  clearable?: boolean;
  /** Hint shown while the field is empty; not a replacement for the label. */
  placeholder?: string;
  /** The name the text is submitted under in a form. */
  name?: string;
  /** Turns the field off: it cannot be focused, edited or cleared. */
  disabled?: boolean;
  /** Shows the text without letting it be edited or cleared; it can still be focused and copied. */
  readOnly?: boolean;
}

/**
 * A labelled multi-line text field that can grow with its content, count characters and be cleared.
 *
 * @example <Textarea label="Message" counter maxLength={200} autoGrow maxRows={10} />
 */
export function Textarea({
  label,
  value,
  defaultValue = '',
  onChange,
  rows = TEXTAREA_ROWS,
  autoGrow = false,
  maxRows,
  counter = false,
  maxLength,
  clearable = false,
  placeholder,
  name,
  disabled = false,
  readOnly = false,
}: TextareaProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [ownText, setOwnText] = useState(defaultValue);
  const text = value ?? ownText;

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    if (!autoGrow) {
      element.rows = rows;
      element.style.overflowY = '';
      return;
    }
    // Measure the content at one row, then show the rows it needs within the limits.
    element.rows = 1;
    const style = getComputedStyle(element);
    const padding = Number.parseFloat(style.paddingBlockStart) + Number.parseFloat(style.paddingBlockEnd);
    const contentRows = Math.max(
      lineCount(text),
      measuredRows(element.scrollHeight, Number.parseFloat(style.lineHeight), padding || 0),
    );
    element.rows = autoGrowRows(contentRows, rows, maxRows);
    element.style.overflowY = element.rows < contentRows ? 'auto' : 'hidden';
  }, [text, autoGrow, rows, maxRows]);

  function change(next: string) {
    if (value === undefined) setOwnText(next);
    onChange?.(next);
  }

  const classes = ['ui-textarea'];
  if (autoGrow) classes.push('ui-textarea--auto-grow');
  if (disabled) classes.push('ui-textarea--disabled');
  return (
    <div className={classes.join(' ')}>
      <label className="ui-textarea-label" htmlFor={`${id}-field`}>
        {label}
      </label>
      <div className="ui-textarea-field">
        <textarea
          ref={field}
          id={`${id}-field`}
          className="ui-textarea-input"
          value={text}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          name={name}
          disabled={disabled}
          readOnly={readOnly}
          aria-describedby={counter ? `${id}-counter` : undefined}
          onChange={(event) => change(event.target.value)}
        />
        {clearable && text !== '' && !disabled && !readOnly && (
          <button
            type="button"
            className="ui-textarea-clear"
            aria-label={`Clear ${label}`}
            onClick={() => {
              change('');
              field.current?.focus();
            }}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
            </svg>
          </button>
        )}
      </div>
      {counter && (
        <span
          id={`${id}-counter`}
          className="ui-textarea-counter"
          data-over={maxLength !== undefined && text.length > maxLength ? '' : undefined}
        >
          {counterText(text.length, maxLength)}
        </span>
      )}
    </div>
  );
}
