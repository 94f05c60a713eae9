import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

function Probe() {
  return <output>{useMediaQuery('(min-width: 960px)') ? 'wide' : 'narrow'}</output>;
}

/** A controllable matchMedia, since jsdom has none. */
function mockMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('follows the media query as the window changes', () => {
    const setMatches = mockMatchMedia(false);
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('narrow');
    act(() => setMatches(true));
    expect(screen.getByRole('status')).toHaveTextContent('wide');
  });
});
