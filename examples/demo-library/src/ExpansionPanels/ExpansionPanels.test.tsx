import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpansionPanel } from './ExpansionPanel';
import { ExpansionPanels, type ExpansionPanelsProps } from './ExpansionPanels';
import { ExpansionPanelText } from './ExpansionPanelText';
import { ExpansionPanelTitle } from './ExpansionPanelTitle';
import { EXPANSION_PANEL_VARIANTS } from './expansion-panels-rules';

function Faq(props: ExpansionPanelsProps & { disabledThird?: boolean }) {
  const { disabledThird, ...groupProps } = props;
  return (
    <ExpansionPanels {...groupProps}>
      {['One', 'Two', 'Three'].map((name) => (
        <ExpansionPanel key={name} value={name.toLowerCase()} disabled={disabledThird && name === 'Three'}>
          <ExpansionPanelTitle>{name}</ExpansionPanelTitle>
          <ExpansionPanelText>Text of {name.toLowerCase()}</ExpansionPanelText>
        </ExpansionPanel>
      ))}
    </ExpansionPanels>
  );
}

const title = (name: string) => screen.getByRole('button', { name });
const openTexts = () => screen.queryAllByRole('region').map((region) => region.textContent);

describe('ExpansionPanels', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('puts each title button in a heading, controlling its text, all closed at first', () => {
    render(<Faq />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const button = title('One');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(text).toHaveTextContent('Text of one');
    expect(text).not.toBeVisible();
    expect(openTexts()).toEqual([]);
  });

  it('opens one panel at a time, naming the open region by its title', async () => {
    const onChange = vi.fn();
    render(<Faq onChange={onChange} />);
    await userEvent.click(title('One'));
    expect(title('One')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'One' })).toHaveTextContent('Text of one');
    await userEvent.click(title('Two'));
    expect(openTexts()).toEqual(['Text of two']);
    expect(title('One')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(title('Two'));
    expect(openTexts()).toEqual([]);
    expect(onChange.mock.calls).toEqual([[['one']], [['two']], [[]]]);
  });

  it('keeps several open with multiple', async () => {
    render(<Faq multiple defaultValue={['three']} />);
    await userEvent.click(title('One'));
    expect(openTexts()).toEqual(['Text of one', 'Text of three']);
  });

  it('follows the value when controlled', async () => {
    const onChange = vi.fn();
    render(<Faq value={['two']} onChange={onChange} />);
    await userEvent.click(title('One'));
    expect(onChange).toHaveBeenCalledWith(['one']);
    expect(openTexts()).toEqual(['Text of two']);
  });

  it.each(EXPANSION_PANEL_VARIANTS)('takes the variant %s', (variant) => {
    const { container } = render(<Faq variant={variant} />);
    expect(container.firstElementChild).toHaveClass(`ui-expansion-panels--${variant}`);
  });

  it('rejects an unknown variant', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error: checked at run time too, for pages written without types.
    expect(() => render(<Faq variant="flat" />)).toThrow(
      'ExpansionPanels: the "variant" prop must be one of',
    );
  });

  it('works from the keyboard: Enter and Space toggle, arrows, Home and End move, skipping disabled', async () => {
    const user = userEvent.setup();
    render(<Faq disabledThird />);
    expect(title('Three')).toBeDisabled();
    await user.tab();
    expect(title('One')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openTexts()).toEqual(['Text of one']);
    await user.keyboard('{ArrowDown}');
    expect(title('Two')).toHaveFocus();
    await user.keyboard(' ');
    expect(openTexts()).toEqual(['Text of two']);
    await user.keyboard('{ArrowDown}');
    expect(title('One')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(title('Two')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(title('One')).toHaveFocus();
    await user.keyboard('{End}');
    expect(title('Two')).toHaveFocus();
  });

  it('takes a heading level for the titles', () => {
    render(
      <ExpansionPanels>
        <ExpansionPanel>
          <ExpansionPanelTitle headingLevel={2}>Level two</ExpansionPanelTitle>
          <ExpansionPanelText>Text</ExpansionPanelText>
        </ExpansionPanel>
      </ExpansionPanels>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Level two' })).toBeInTheDocument();
  });

  it.each([
    [
      <ExpansionPanelTitle key="title">Alone</ExpansionPanelTitle>,
      'ExpansionPanelTitle must be used inside an ExpansionPanel',
    ],
    [
      <ExpansionPanelText key="text">Alone</ExpansionPanelText>,
      'ExpansionPanelText must be used inside an ExpansionPanel',
    ],
    [
      <ExpansionPanel key="panel">Alone</ExpansionPanel>,
      'ExpansionPanel must be used inside ExpansionPanels',
    ],
  ])('raises an error for a part used outside its parent (%#)', (element, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(element)).toThrow(message);
  });

  it.each(EXPANSION_PANEL_VARIANTS)('has no axe violations as %s with a panel open', async (variant) => {
    const { container } = render(<Faq variant={variant} defaultValue={['one']} disabledThird />);
    await expectNoAxeViolations(container);
  });
});
