import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Autocomplete } from './Autocomplete';

const fruit = ['Apple', 'Banana', 'Cherry', 'Mango', { title: 'Blood orange', value: 'blood-orange' }];

const combobox = () => screen.getByRole('combobox', { name: 'Fruit' });
const listbox = () => screen.getByRole('listbox', { hidden: true });
const optionTexts = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.textContent);
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('Autocomplete', () => {
  it('is a labelled combobox controlling a closed listbox', () => {
    render(<Autocomplete label="Fruit" items={fruit} />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox()).toHaveAttribute('aria-controls', listbox().id);
    expect(listbox()).not.toBeVisible();
  });

  it('caps the menu at 310 px unless told otherwise', () => {
    const { rerender } = render(<Autocomplete label="Fruit" items={fruit} />);
    expect(listbox().style.getPropertyValue('--ui-autocomplete-menu-max-height')).toBe('310px');
    rerender(<Autocomplete label="Fruit" items={fruit} menuMaxHeight={200} />);
    expect(listbox().style.getPropertyValue('--ui-autocomplete-menu-max-height')).toBe('200px');
  });

  it.each([
    ['an', ['Banana', 'Mango', 'Blood orange']],
    ['CH', ['Cherry']],
    ['zz', ['No data available']],
  ])('typing %j opens the menu with %j', async (typed, expected) => {
    render(<Autocomplete label="Fruit" items={fruit} />);
    await userEvent.type(combobox(), typed);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(listbox()).toBeVisible();
    expect(optionTexts()).toEqual(expected);
  });

  it('shows a custom text when nothing matches, as a disabled option', async () => {
    render(<Autocomplete label="Fruit" items={fruit} noDataText="Nothing here" />);
    await userEvent.type(combobox(), 'zz');
    expect(screen.getByRole('option', { name: 'Nothing here' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves through the options with the arrow keys via aria-activedescendant, and Enter chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Autocomplete label="Fruit" items={fruit} onChange={onChange} />);
    await user.click(combobox());
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toBe('Apple');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe('Cherry');
    expect(screen.getByRole('option', { name: 'Cherry' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Banana');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('Banana');
    expect(combobox()).toHaveValue('Banana');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(combobox()).toHaveFocus();
  });

  it('wraps from the first option up to the last', async () => {
    const user = userEvent.setup();
    render(<Autocomplete label="Fruit" items={fruit} />);
    await user.type(combobox(), 'an');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Blood orange');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Banana');
  });

  it('reports the value of an item, not its title', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Autocomplete label="Fruit" items={fruit} onChange={onChange} />);
    await user.type(combobox(), 'blood');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('blood-orange');
    expect(combobox()).toHaveValue('Blood orange');
  });

  it('chooses with the pointer, keeping focus in the input', async () => {
    const user = userEvent.setup();
    render(<Autocomplete label="Fruit" items={fruit} />);
    await user.type(combobox(), 'm');
    await user.click(screen.getByRole('option', { name: 'Mango' }));
    expect(combobox()).toHaveValue('Mango');
    expect(combobox()).toHaveFocus();
  });

  it('closes with Escape, then clears with a second Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Autocomplete label="Fruit" items={fruit} defaultValue="Cherry" onChange={onChange} />);
    expect(combobox()).toHaveValue('Cherry');
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(optionTexts()).toHaveLength(5); // the chosen title does not filter
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('Cherry');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('puts back the chosen title when focus leaves with unfinished text', async () => {
    const user = userEvent.setup();
    render(<Autocomplete label="Fruit" items={fruit} defaultValue="Apple" />);
    await user.clear(combobox());
    await user.type(combobox(), 'Ban');
    await user.tab();
    expect(combobox()).toHaveValue('Apple');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([false, true])('has no axe violations (menu open: %s)', async (open) => {
    const { container } = render(<Autocomplete label="Fruit" items={fruit} placeholder="Pick one" />);
    if (open) await userEvent.type(combobox(), 'a{ArrowDown}');
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with nothing matching', async () => {
    const { container } = render(<Autocomplete label="Fruit" items={fruit} />);
    await userEvent.type(combobox(), 'zz');
    await expectNoAxeViolations(container);
  });
});
