import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('keeps its own value when no value is given, and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string | undefined>(undefined, 'a', onChange));
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('follows the given value and only reports changes when controlled', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string>('fixed', 'a', onChange));
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('fixed');
    expect(onChange).toHaveBeenCalledWith('b');
  });
});
