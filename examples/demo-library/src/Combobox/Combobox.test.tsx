import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';
import type { ComboboxProps } from './combobox-props';

const fruits = ['Apple', 'Banana', 'Cherry', 'Pineapple'];
const input = () => screen.getByRole('combobox');
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const chipNames = () =>
  screen.queryByRole('list')
    ? within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent)
    : [];

describe('Combobox', () => {
  it('is a labelled, collapsed combobox that controls its listbox', () => {
    render(<Combobox label="Fruit" items={fruits} />);
    const combobox = screen.getByRole('combobox', { name: 'Fruit' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
  });

  it('opens filtered suggestions while typing, and the typed text is the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Combobox label="Fruit" items={fruits} onChange={onChange} />);
    await user.type(input(), 'app');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Fruit' })).toBeVisible();
    expect(optionNames()).toEqual(['Apple', 'Pineapple']);
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('app');
    expect(onChange).toHaveBeenLastCalledWith('app');
  });

  it('moves through the options with the arrows, wrapping, and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Combobox label="Fruit" items={fruits} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const activeName = () =>
      document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeName()).toBe('Apple');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName()).toBe('Cherry');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeName()).toBe('Pineapple');
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('Pineapple');
    expect(onChange).toHaveBeenLastCalledWith('Pineapple');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('offers every suggestion again after one is chosen, with the chosen one selected', async () => {
    const user = userEvent.setup();
    render(<Combobox label="Fruit" items={fruits} defaultValue="Cherry" />);
    await user.click(input());
    expect(optionNames()).toEqual(fruits);
    expect(screen.getByRole('option', { name: 'Cherry' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'false');
  });

  it('picks an option with a click and keeps the focus in the input', async () => {
    const user = userEvent.setup();
    render(<Combobox label="Fruit" items={fruits} />);
    await user.type(input(), 'b');
    await user.click(screen.getByRole('option', { name: 'Banana' }));
    expect(input()).toHaveValue('Banana');
    expect(input()).toHaveFocus();
  });

  it('closes when the focus leaves', async () => {
    const user = userEvent.setup();
    render(<Combobox label="Fruit" items={fruits} />);
    await user.type(input(), 'a');
    await user.tab();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays collapsed when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Combobox label="Fruit" items={fruits} />);
    await user.type(input(), 'kiwi');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('kiwi');
  });

  it('limits the menu to 310 px by default', () => {
    const { rerender } = render(<Combobox label="Fruit" items={fruits} />);
    expect(screen.getByRole('listbox', { hidden: true }).style.maxBlockSize).toBe('310px');
    rerender(<Combobox label="Fruit" items={fruits} menuMaxHeight={200} />);
    expect(screen.getByRole('listbox', { hidden: true }).style.maxBlockSize).toBe('200px');
  });

  describe('highlighting', () => {
    it.each([
      ['marks the first match only', 'first' as const, 'an', ['an']],
      ['marks nothing with none', 'none' as const, 'an', []],
    ])('%s', async (_case, highlight, typed, marks) => {
      const user = userEvent.setup();
      const { container } = render(<Combobox label="Fruit" items={fruits} highlight={highlight} />);
      await user.type(input(), typed);
      expect(screen.getByRole('option', { name: 'Banana' })).toBeInTheDocument();
      expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(marks);
    });

    it('raises a not-implemented error when asked to highlight every match', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => render(<Combobox label="Fruit" items={fruits} highlight="all" />)).toThrow(
        'Highlighting every match is not implemented',
      );
      vi.restoreAllMocks();
    });
  });

  describe('multiple', () => {
    const renderTags = (props: Partial<Extract<ComboboxProps, { multiple: true }>> = {}) => {
      const onChange = vi.fn();
      render(<Combobox label="Tags" items={fruits} multiple onChange={onChange} {...props} />);
      return onChange;
    };

    it('enters typed text as a chip with Enter, trimmed and once', async () => {
      const user = userEvent.setup();
      const onChange = renderTags();
      await user.type(input(), '  Kiwi {Enter}');
      expect(chipNames()).toEqual(['Kiwi']);
      expect(input()).toHaveValue('');
      expect(onChange).toHaveBeenLastCalledWith(['Kiwi']);
      await user.type(input(), 'Kiwi{Enter}');
      expect(chipNames()).toEqual(['Kiwi']);
      expect(screen.getByRole('list', { name: 'Selected Tags' })).toBeInTheDocument();
    });

    it('adds the active option as a chip and toggles it off again', async () => {
      const user = userEvent.setup();
      renderTags();
      await user.tab();
      await user.keyboard('{ArrowDown}{Enter}');
      expect(chipNames()).toEqual(['Apple']);
      expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
      expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(chipNames()).toEqual([]);
    });

    it('removes the last chip with Backspace in an empty input, and only then', async () => {
      const user = userEvent.setup();
      const onChange = renderTags({ defaultValue: ['Apple', 'Cherry'] });
      await user.type(input(), 'x{Backspace}');
      expect(chipNames()).toEqual(['Apple', 'Cherry']);
      await user.keyboard('{Backspace}');
      expect(chipNames()).toEqual(['Apple']);
      expect(onChange).toHaveBeenLastCalledWith(['Apple']);
    });

    it('removes a chip with its button', async () => {
      const user = userEvent.setup();
      renderTags({ defaultValue: ['Apple', 'Cherry'] });
      await user.click(screen.getByRole('button', { name: 'Remove Apple' }));
      expect(chipNames()).toEqual(['Cherry']);
    });

    it('leaves a controlled value to its parent', async () => {
      const user = userEvent.setup();
      const onChange = renderTags({ value: ['Apple'] });
      await user.type(input(), 'Fig{Enter}');
      expect(onChange).toHaveBeenCalledWith(['Apple', 'Fig']);
      expect(chipNames()).toEqual(['Apple']);
    });
  });

  it('cannot be used when disabled', () => {
    render(<Combobox label="Tags" items={fruits} multiple defaultValue={['Apple']} disabled />);
    expect(input()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Apple' })).toBeDisabled();
  });

  it.each([
    ['closed', false],
    ['open, with chips and an active option', true],
  ])('has no accessibility violations when %s', async (_case, open) => {
    const user = userEvent.setup();
    const { container } = render(<Combobox label="Tags" items={fruits} multiple defaultValue={['Apple']} />);
    if (open) {
      await user.click(input());
      await user.keyboard('{ArrowDown}');
    }
    await expectNoAxeViolations(container);
  });
});
