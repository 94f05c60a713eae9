import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  it('is the contentinfo landmark with the message and the copyright', () => {
    render(<Footer message="Released under the MIT License." copyright="Copyright © 2026 Lectern" />);
    const footer = screen.getByRole('contentinfo', { name: 'Site footer' });
    expect(footer).toHaveTextContent('Released under the MIT License.Copyright © 2026 Lectern');
  });

  it('shows only the line it has', () => {
    render(<Footer copyright="Copyright © 2026 Lectern" />);
    expect(screen.getByRole('contentinfo').querySelectorAll('p')).toHaveLength(1);
  });

  it.each([
    ['no lines', {}],
    ['empty lines', { message: '', copyright: '  ' }],
  ])('renders nothing with %s', (_case, props) => {
    const { container } = render(<Footer {...props} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows markup as text', () => {
    render(<Footer message='<a href="/x">MIT</a>' />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('<a href="/x">MIT</a>')).toBeInTheDocument();
  });

  it('takes its name from the labels', () => {
    render(<Footer message="MIT" labels={{ 'footer.label': 'Pied de page' }} />);
    expect(screen.getByRole('contentinfo', { name: 'Pied de page' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Footer message="MIT" copyright="© 2026" />);
    await expectNoAxeViolations(container);
  });
});
