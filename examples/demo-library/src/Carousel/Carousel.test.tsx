import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './Carousel';

function Slides(props: CarouselProps) {
  return (
    <Carousel {...props}>
      <p>First</p>
      <p>Second</p>
      <p>Third</p>
    </Carousel>
  );
}

/** A matchMedia that answers the reduced-motion query (jsdom has none). */
function preferReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The one slide not hidden (hidden slides are left out of the accessibility tree). */
const shown = () =>
  screen.getAllByRole('group').find((group) => group.getAttribute('aria-roledescription') === 'slide');
const status = () => screen.getByText(/^Slide \d of \d$/);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a named carousel showing one slide, 500 px high by default', () => {
    render(<Slides />);
    const carousel = screen.getByRole('region', { name: 'Carousel' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel.style.getPropertyValue('--ui-carousel-height')).toBe('500px');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('First');
    expect(screen.queryByText('Second')).not.toBeVisible();
    expect(status()).toHaveTextContent('Slide 1 of 3');
  });

  it.each([
    [320, '320px'],
    ['40vh', '40vh'],
  ])('takes the height %j', (height, css) => {
    render(<Slides height={height} />);
    expect(screen.getByRole('region').style.getPropertyValue('--ui-carousel-height')).toBe(css);
  });

  it('moves with the previous and next buttons, wrapping, and announces the slide', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Slides onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toHaveTextContent('Second');
    expect(status()).toHaveTextContent('Slide 2 of 3');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toHaveTextContent('Third');
    expect(onChange.mock.calls).toEqual([[1], [0], [2]]);
  });

  it('jumps to a slide from its indicator, which is marked current', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<Slides />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Slide 1' })).toHaveFocus();
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(shown()).toHaveTextContent('Third');
    expect(screen.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('stays put without cycle', () => {
    render(<Slides />);
    wait(60_000);
    expect(shown()).toHaveTextContent('First');
  });

  it('advances every 6000 ms by default when cycling, with the live region quiet', () => {
    render(<Slides cycle />);
    expect(status()).toHaveAttribute('aria-live', 'off');
    wait(5999);
    expect(shown()).toHaveTextContent('First');
    wait(1);
    expect(shown()).toHaveTextContent('Second');
    wait(6000);
    expect(shown()).toHaveTextContent('Third');
    wait(6000);
    expect(shown()).toHaveTextContent('First');
  });

  it('advances at the given interval', () => {
    render(<Slides cycle interval={1000} />);
    wait(1000);
    expect(shown()).toHaveTextContent('Second');
  });

  it.each([0, -5])('throws for the interval %i, naming the prop', (interval) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Slides interval={interval} />)).toThrow('Carousel: the "interval" prop');
  });

  it('pauses while hovered', () => {
    render(<Slides cycle interval={1000} />);
    fireEvent.mouseEnter(screen.getByRole('region'));
    wait(5000);
    expect(shown()).toHaveTextContent('First');
    fireEvent.mouseLeave(screen.getByRole('region'));
    wait(1000);
    expect(shown()).toHaveTextContent('Second');
  });

  it('pauses while focus is inside, and speaks up meanwhile', () => {
    render(<Slides cycle interval={1000} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    wait(5000);
    expect(shown()).toHaveTextContent('First');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    act(() => next.blur());
    wait(1000);
    expect(shown()).toHaveTextContent('Second');
  });

  it('stops and starts with the rotation button', () => {
    render(<Slides cycle interval={1000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop slide rotation' }));
    wait(5000);
    expect(shown()).toHaveTextContent('First');
    fireEvent.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    wait(1000);
    expect(shown()).toHaveTextContent('Second');
  });

  it('does not move by itself when the reader prefers reduced motion', () => {
    preferReducedMotion(true);
    render(<Slides cycle interval={1000} />);
    wait(5000);
    expect(shown()).toHaveTextContent('First');
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<Slides cycle />);
    await expectNoAxeViolations(container);
  });
});
