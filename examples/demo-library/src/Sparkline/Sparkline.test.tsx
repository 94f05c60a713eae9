import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sparkline } from './Sparkline';

describe('Sparkline', () => {
  it('is one image named by a summary of the values', () => {
    render(<Sparkline value={[1, 4, 10, 2, 6, 3, 5]} />);
    expect(screen.getByRole('img', { name: 'Trend of 7 values from 1 to 10' })).toBeInTheDocument();
  });

  it('takes its name from the label when given', () => {
    render(<Sparkline value={[1, 2]} label="Weekly downloads, rising" />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Weekly downloads, rising');
  });

  it.each([
    ['the default 300 × 75 view box', {}, '0 0 300 75'],
    ['a given size', { width: 120, height: 40 }, '0 0 120 40'],
  ])('draws in %s', (_case, size, viewBox) => {
    render(<Sparkline value={[1, 2]} {...size} />);
    expect(screen.getByRole('img')).toHaveAttribute('viewBox', viewBox);
  });

  it('draws a line through every value, with the default padding of 8', () => {
    const { container } = render(<Sparkline value={[0, 10]} lineWidth={2} />);
    const line = container.querySelector('.ui-sparkline-line');
    expect(line).toHaveAttribute('d', 'M8 67 L292 8');
    expect(line).toHaveAttribute('stroke-width', '2');
    expect(container.querySelector('.ui-sparkline-area')).toBeNull();
  });

  it('fills under the line and curves it when asked', () => {
    const { container } = render(<Sparkline value={[0, 10, 0]} fill smooth />);
    expect(container.querySelector('.ui-sparkline-area')?.getAttribute('d')).toMatch(/Z$/);
    expect(container.querySelector('.ui-sparkline-line')?.getAttribute('d')).toContain('Q');
  });

  it('draws one bar per value as a bar chart', () => {
    const { container } = render(<Sparkline type="bar" value={[3, -1, 4]} />);
    expect(container.querySelectorAll('.ui-sparkline-bar')).toHaveLength(3);
    expect(screen.getByRole('img')).toHaveAccessibleName('Bar chart of 3 values from -1 to 4');
  });

  it('draws a dot for a single value and nothing for none', () => {
    const { container, rerender } = render(<Sparkline value={[5]} />);
    expect(container.querySelector('.ui-sparkline-dot')).toHaveAttribute('cx', '150');
    rerender(<Sparkline value={[]} />);
    expect(container.querySelector('path, circle, rect')).toBeNull();
    expect(screen.getByRole('img')).toHaveAccessibleName('Trend of no values');
  });

  it('uses the given colour', () => {
    render(<Sparkline value={[1, 2]} color="rgb(102, 51, 153)" />);
    expect(screen.getByRole('img')).toHaveStyle({ color: 'rgb(102, 51, 153)' });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Sparkline value={[1, 4, 10, 2]} fill />);
    await expectNoAxeViolations(container);
  });
});
