import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Rating, type RatingProps } from './Rating';

const radioNames = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'));
const checked = () => screen.queryByRole('radio', { checked: true })?.getAttribute('aria-label') ?? null;

describe('Rating', () => {
  it('is a radio group of 5 stars by default, each named "n of 5 stars"', () => {
    render(<Rating />);
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    expect(radioNames()).toEqual([
      '1 of 5 stars',
      '2 of 5 stars',
      '3 of 5 stars',
      '4 of 5 stars',
      '5 of 5 stars',
    ]);
    expect(checked()).toBeNull();
  });

  it.each([
    ['another length', { length: 3 }, ['1 of 3 stars', '2 of 3 stars', '3 of 3 stars']],
    [
      'half increments',
      { length: 2, halfIncrements: true },
      ['0.5 of 2 stars', '1 of 2 stars', '1.5 of 2 stars', '2 of 2 stars'],
    ],
  ] satisfies [string, RatingProps, string[]][])('offers %s', (_case, props, names) => {
    render(<Rating {...props} />);
    expect(radioNames()).toEqual(names);
  });

  it('checks the radio of the value and fills the stars up to it', () => {
    const { container } = render(<Rating value={3.5} halfIncrements />);
    expect(checked()).toBe('3.5 of 5 stars');
    const fills = [...container.querySelectorAll('.ui-rating-star')].map((star) =>
      star.getAttribute('data-fill'),
    );
    expect(fills).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('keeps one radio in the tab order: the checked one, or the first', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Rating value={0} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 of 5 stars' })).toHaveFocus();
    rerender(<Rating value={4} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
  });

  it('changes on a click and reports the new value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rating defaultValue={2} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(checked()).toBe('4 of 5 stars');
  });

  it.each([
    ['ArrowRight adds a star', {}, '{ArrowRight}', '4 of 5 stars'],
    ['ArrowUp adds a star', {}, '{ArrowUp}', '4 of 5 stars'],
    ['ArrowLeft takes one away', {}, '{ArrowLeft}', '2 of 5 stars'],
    ['ArrowDown takes one away', {}, '{ArrowDown}', '2 of 5 stars'],
    ['End goes to the last star', {}, '{End}', '5 of 5 stars'],
    ['Home goes to the first star', {}, '{Home}', '1 of 5 stars'],
    ['arrows stop at the ends', {}, '{ArrowRight}{ArrowRight}{ArrowRight}', '5 of 5 stars'],
    ['halves move by half a star', { halfIncrements: true }, '{ArrowLeft}', '2.5 of 5 stars'],
  ] satisfies [string, RatingProps, string, string][])(
    'from 3 stars, %s',
    async (_case, props, keys, name) => {
      const user = userEvent.setup();
      render(<Rating defaultValue={3} {...props} />);
      await user.tab();
      await user.keyboard(keys);
      expect(checked()).toBe(name);
      expect(screen.getByRole('radio', { name })).toHaveFocus();
    },
  );

  it('reverses left and right in right-to-left text', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Rating defaultValue={3} />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toBe('4 of 5 stars');
  });

  it('chooses the focused star with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rating onChange={onChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(1);
    expect(checked()).toBe('1 of 5 stars');
  });

  it.each([
    [
      'clicking the chosen star again',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(screen.getByRole('radio', { name: '1 of 5 stars' }));
      },
    ],
    [
      'ArrowLeft below one star',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.tab();
        await user.keyboard('{ArrowLeft}');
      },
    ],
  ])('clears to no rating by %s when clearable', async (_case, act) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Rating defaultValue={1} onChange={onChange} />);
    await act(user);
    expect(checked()).toBe('1 of 5 stars');
    rerender(<Rating key="clearable" defaultValue={1} onChange={onChange} clearable />);
    await act(user);
    expect(checked()).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it.each([
    ['read-only', { readonly: true }, 'aria-readonly'],
    ['disabled', { disabled: true }, 'aria-disabled'],
  ] satisfies [string, RatingProps, string][])('does not change when %s', async (_case, props, attribute) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rating defaultValue={2} onChange={onChange} {...props} />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute(attribute, 'true');
    await user.click(screen.getByRole('radio', { name: '5 of 5 stars' }));
    screen.getByRole('radio', { name: '2 of 5 stars' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
    expect(checked()).toBe('2 of 5 stars');
  });

  it('leaves a controlled value to its parent', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Rating value={2} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '5 of 5 stars' }));
    expect(onChange).toHaveBeenCalledWith(5);
    expect(checked()).toBe('2 of 5 stars');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Rating label="Your rating" defaultValue={2.5} halfIncrements clearable />);
    await expectNoAxeViolations(container);
  });
});
