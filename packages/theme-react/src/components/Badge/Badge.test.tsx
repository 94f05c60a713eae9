import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it.each([
    [undefined, 'lectern-badge lectern-badge-info'],
    ['tip', 'lectern-badge lectern-badge-tip'],
    ['danger', 'lectern-badge lectern-badge-error'],
    ['caution', 'lectern-badge lectern-badge-warning'],
  ] as const)('with type %s has the classes %s, as Markdown badges do', (type, className) => {
    render(<Badge type={type}>New</Badge>);
    expect(screen.getByText('New')).toHaveAttribute('class', className);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <p>
        Sidebar <Badge type="tip">New</Badge>
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
