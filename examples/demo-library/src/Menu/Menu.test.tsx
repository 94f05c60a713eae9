import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, type MenuProps } from './Menu';
import { MENU_LOCATIONS, MENU_TYPEAHEAD_TIMEOUT, type MenuItemInput, type MenuLocation } from './menu-rules';

const actions: MenuItemInput[] = [
  'Copy',
  'Cut',
  { title: 'Paste', disabled: true },
  { title: 'Print', value: 'print' },
  { title: 'Delete', value: 'delete' },
];

const activator = () => screen.getByRole('button', { name: 'Edit' });
const item = (name: string) => screen.getByRole('menuitem', { name });

function renderMenu(props: Partial<MenuProps> = {}) {
  const onSelect = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <>
      <Menu label="Edit" items={actions} onSelect={onSelect} onOpenChange={onOpenChange} {...props} />
      <button type="button">After</button>
    </>,
  );
  return { onSelect, onOpenChange };
}

describe('Menu', () => {
  it('is a collapsed menu button that controls a hidden menu', () => {
    renderMenu();
    expect(activator()).toHaveAttribute('aria-haspopup', 'menu');
    expect(activator()).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(activator().getAttribute('aria-controls') ?? '');
    expect(menu).toHaveAttribute('role', 'menu');
    expect(menu).not.toBeVisible();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on a click, named by its activator, with the focus on the first item', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderMenu();
    await user.click(activator());
    expect(activator()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Edit' })).toBeVisible();
    expect(screen.getAllByRole('menuitem').map((menuItem) => menuItem.textContent)).toEqual([
      'Copy',
      'Cut',
      'Paste',
      'Print',
      'Delete',
    ]);
    expect(item('Copy')).toHaveFocus();
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it.each([
    ['Enter', '{Enter}', 'Copy'],
    ['Space', ' ', 'Copy'],
    ['ArrowDown', '{ArrowDown}', 'Copy'],
    ['ArrowUp', '{ArrowUp}', 'Delete'],
  ])('opens from the keyboard with %s, on the %s item', async (_key, keys, focused) => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    await user.keyboard(keys);
    expect(activator()).toHaveAttribute('aria-expanded', 'true');
    expect(item(focused)).toHaveFocus();
  });

  it('moves the focus with the arrows, Home and End, wrapping and skipping disabled items', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(activator());
    await user.keyboard('{ArrowDown}');
    expect(item('Cut')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Print')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Cut')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Copy')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Copy')).toHaveFocus();
  });

  it.each([
    ['c', 'Cut', 'one letter moves on to the next match'],
    ['cc', 'Copy', 'the same letter again steps on, wrapping'],
    ['cu', 'Cut', 'letters typed together search together'],
    ['co', 'Copy', 'a search that still matches the focused item stays'],
    ['pr', 'Print', 'a match past the disabled Paste'],
    ['pa', 'Print', 'past the disabled Paste, staying when only Paste matches on'],
    ['z', 'Copy', 'nothing without a match'],
  ])('typing %j focuses %s: %s', async (typed, focused) => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(activator());
    await user.keyboard(typed);
    expect(item(focused)).toHaveFocus();
  });

  it(`starts a new typeahead search once no letter is typed for ${MENU_TYPEAHEAD_TIMEOUT} ms`, () => {
    vi.useFakeTimers();
    try {
      renderMenu({ defaultOpen: true });
      const type = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
      act(() => item('Copy').focus());
      type('c');
      type('u');
      expect(item('Cut')).toHaveFocus();
      act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_TIMEOUT - 1));
      type('d');
      expect(item('Cut')).toHaveFocus();
      act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_TIMEOUT));
      type('d');
      expect(item('Delete')).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('chooses the focused item with %s, closes and gives the focus back', async (_key, keys) => {
    const user = userEvent.setup();
    const { onSelect, onOpenChange } = renderMenu();
    await user.click(activator());
    await user.keyboard('{End}');
    await user.keyboard(keys);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('delete');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(activator()).toHaveAttribute('aria-expanded', 'false');
    expect(activator()).toHaveFocus();
  });

  it('chooses an item with a click, its value being its title when it has none', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderMenu();
    await user.click(activator());
    await user.click(item('Cut'));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('Cut');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does nothing when a disabled item is clicked', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderMenu();
    await user.click(activator());
    expect(item('Paste')).toHaveAttribute('aria-disabled', 'true');
    await user.click(item('Paste'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeVisible();
  });

  it('stays open after a choice with closeOnContentClick={false}', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderMenu({ closeOnContentClick: false });
    await user.click(activator());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Cut');
    expect(screen.getByRole('menu')).toBeVisible();
    expect(item('Cut')).toHaveFocus();
  });

  it('closes with Escape and gives the focus back to the activator', async () => {
    const user = userEvent.setup();
    const { onSelect, onOpenChange } = renderMenu();
    await user.click(activator());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(activator()).toHaveAttribute('aria-expanded', 'false');
    expect(activator()).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes when the activator is clicked again', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(activator());
    await user.click(activator());
    expect(activator()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, leaving the focus where it went', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderMenu();
    await user.click(activator());
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(activator()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes with Tab, and the focus moves on past the menu', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(activator());
    await user.tab();
    expect(activator()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('leaves a controlled open state to its parent', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderMenu({ open: false });
    await user.click(activator());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(activator()).toHaveAttribute('aria-expanded', 'false');
  });

  it('can start open', () => {
    renderMenu({ defaultOpen: true });
    expect(screen.getByRole('menu', { name: 'Edit' })).toBeVisible();
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    renderMenu({ disabled: true, defaultOpen: true });
    expect(activator()).toBeDisabled();
    expect(activator()).toHaveAttribute('aria-expanded', 'false');
    await user.click(activator());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each(MENU_LOCATIONS)('opens on the %s side', (location) => {
    renderMenu({ location, defaultOpen: true });
    expect(screen.getByRole('menu')).toHaveClass(`ui-menu__list--${location}`);
    expect(screen.getByRole('menu').parentElement).toHaveAttribute('data-location', location);
  });

  it('opens at the bottom by default', () => {
    renderMenu({ defaultOpen: true });
    expect(screen.getByRole('menu')).toHaveClass('ui-menu__list--bottom');
  });

  it('throws a clear error for an unknown location', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderMenu({ location: 'left' as MenuLocation })).toThrow(
      'Menu: the "location" prop must be one of top, bottom, start, end (got "left")',
    );
    vi.restoreAllMocks();
  });

  it.each([
    ['closed', false],
    ['open', true],
  ])('has no accessibility violations when %s', async (_case, open) => {
    const user = userEvent.setup();
    const { container } = render(<Menu label="Edit" items={actions} />);
    if (open) await user.click(activator());
    await expectNoAxeViolations(container);
  });
});
