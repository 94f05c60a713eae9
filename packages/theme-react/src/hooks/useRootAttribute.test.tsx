import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRootAttribute } from './useRootAttribute';

function Reader() {
  const [value] = useRootAttribute('sidebar-open');
  return <output>{value ?? 'absent'}</output>;
}

function Writer() {
  const [value, setValue] = useRootAttribute('sidebar-open');
  return (
    <button type="button" onClick={() => setValue(value ? undefined : 'true')}>
      toggle
    </button>
  );
}

afterEach(() => document.documentElement.removeAttribute('data-sidebar-open'));

describe('useRootAttribute', () => {
  it('shares a data attribute of <html> between separate React roots', async () => {
    render(<Reader />);
    render(<Writer />);
    expect(screen.getByRole('status')).toHaveTextContent('absent');
    await act(async () => screen.getByRole('button').click());
    expect(document.documentElement).toHaveAttribute('data-sidebar-open', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('true');
    await act(async () => screen.getByRole('button').click());
    expect(document.documentElement).not.toHaveAttribute('data-sidebar-open');
    expect(screen.getByRole('status')).toHaveTextContent('absent');
  });

  it('sees changes made outside React', async () => {
    render(<Reader />);
    await act(async () => document.documentElement.setAttribute('data-sidebar-open', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });
});
