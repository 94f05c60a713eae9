import { useCallback, useState } from 'react';

/**
 * State that a parent may control through `value`, or leave to the component (`defaultValue`).
 * The setter always reports the next value through `onChange`; it only stores it when uncontrolled.
 *
 * @example const [open, setOpen] = useControllableState(props.value, [], props.onChange);
 */
export function useControllableState<Value>(
  value: Value | undefined,
  defaultValue: Value,
  onChange?: (next: Value) => void,
): [Value, (next: Value) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const setValue = useCallback(
    (next: Value) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, setValue];
}
