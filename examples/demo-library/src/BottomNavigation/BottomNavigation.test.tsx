import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomNavigation, type BottomNavigationItem } from './BottomNavigation';

const items: BottomNavigationItem[] = [
  { label: 'Recents', value: 'recents', icon: '↺' },
  { label: 'Favorites', value: 'favorites', icon: '♥' },
  { label: 'Nearby', value: 'nearby', icon: '⌖' },
];

const nav = () => screen.getByRole('navigation', { name: 'Bottom navigation' });
const item = (name: string) => screen.getByRole('button', { name });

describe('BottomNavigation', () => {
  it.each([
    [undefined, '56px'],
    ['default', '56px'],
    ['comfortable', '48px'],
    ['compact', '40px'],
  ] as const)('with density %j is %s high', (density, height) => {
    render(<BottomNavigation items={items} density={density} />);
    expect(nav().style.getPropertyValue('--ui-bottom-navigation-height')).toBe(height);
  });

  it('marks the chosen item with aria-current and reports its value', async () => {
    const onChange = vi.fn();
    render(<BottomNavigation items={items} defaultValue="recents" onChange={onChange} />);
    expect(item('Recents')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(item('Nearby'));
    expect(onChange).toHaveBeenCalledWith('nearby');
    expect(item('Nearby')).toHaveAttribute('aria-current', 'true');
    expect(item('Recents')).not.toHaveAttribute('aria-current');
  });

  it('follows the value when controlled', async () => {
    const onChange = vi.fn();
    render(<BottomNavigation items={items} value="favorites" onChange={onChange} />);
    await userEvent.click(item('Nearby'));
    expect(onChange).toHaveBeenCalledWith('nearby');
    expect(item('Favorites')).toHaveAttribute('aria-current', 'true');
  });

  it.each([
    [undefined, ['Recents', 'Favorites', 'Nearby']],
    ['horizontal', ['Recents', 'Favorites', 'Nearby']],
    ['shift', ['Favorites']],
  ] as const)('in mode %j shows the labels %j', (mode, shown) => {
    const { container } = render(<BottomNavigation items={items} mode={mode} defaultValue="favorites" />);
    const visible = [...container.querySelectorAll('.ui-bottom-navigation__label')]
      .filter((label) => !label.classList.contains('ui-bottom-navigation__label--hidden'))
      .map((label) => label.textContent);
    expect(visible).toEqual(shown);
    // Hidden labels still name their buttons.
    for (const name of ['Recents', 'Favorites', 'Nearby']) expect(item(name)).toBeInTheDocument();
  });

  it('is one tab stop; arrows, Home and End move between items, wrapping', async () => {
    const user = userEvent.setup();
    render(<BottomNavigation items={items} defaultValue="favorites" />);
    await user.tab();
    expect(item('Favorites')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Nearby')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Recents')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Nearby')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Recents')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Nearby')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(item('Nearby')).toHaveAttribute('aria-current', 'true');
    await user.tab({ shift: true });
    await user.tab();
    expect(item('Nearby')).toHaveFocus();
  });

  it('reverses the arrow keys right to left', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <BottomNavigation items={items} />
      </div>,
    );
    await user.tab();
    expect(item('Recents')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Favorites')).toHaveFocus();
  });

  it('rejects an unknown mode', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error: the mode is checked at run time too, for pages written without types.
    expect(() => render(<BottomNavigation items={items} mode="grow" />)).toThrow(
      'BottomNavigation: the "mode" prop must be one of horizontal, shift',
    );
    vi.restoreAllMocks();
  });

  it.each([undefined, 'shift'] as const)('has no axe violations in mode %j', async (mode) => {
    const { container } = render(<BottomNavigation items={items} mode={mode} defaultValue="recents" />);
    await expectNoAxeViolations(container);
  });
});
