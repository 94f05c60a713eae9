import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../test/stub-match-media';
import { useMediaQuery } from './useMediaQuery';

const WIDE = '(min-width: 960px)';

function Probe() {
  return <output>{useMediaQuery(WIDE) ? 'wide' : 'narrow'}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('follows the media query as the window changes', () => {
    const setMatches = stubMatchMedia({ [WIDE]: false });
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('narrow');
    act(() => setMatches(WIDE, true));
    expect(screen.getByRole('status')).toHaveTextContent('wide');
  });
});
