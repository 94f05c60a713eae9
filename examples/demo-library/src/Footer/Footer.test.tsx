import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Footer, type FooterProps } from './Footer';

describe('Footer', () => {
  it('is the page footer landmark with its text and links', () => {
    render(
      <Footer>
        © 2026 Example <a href="/privacy">Privacy</a>
      </Footer>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2026 Example Privacy');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  it.each([
    ['at least 32 px when auto', {}, 'min-block-size: 32px'],
    ['at least 32 px when auto is given', { height: 'auto' }, 'min-block-size: 32px'],
    ['exactly the given pixels', { height: 64 }, 'block-size: 64px'],
  ] satisfies [string, FooterProps, string][])('is %s', (_case, props, style) => {
    render(<Footer {...props}>Text</Footer>);
    expect(screen.getByRole('contentinfo').getAttribute('style')).toBe(`${style};`);
  });

  it('is fixed to the bottom as the app footer only when asked', () => {
    const { rerender } = render(<Footer>Text</Footer>);
    expect(screen.getByRole('contentinfo')).not.toHaveClass('ui-footer--app');
    rerender(<Footer app>Text</Footer>);
    expect(screen.getByRole('contentinfo')).toHaveClass('ui-footer', 'ui-footer--app');
  });

  it('refuses a negative height', () => {
    expect(() => render(<Footer height={-4}>Text</Footer>)).toThrow(RangeError);
  });

  it('lets the keyboard reach its links in order', async () => {
    const user = userEvent.setup();
    render(
      <Footer>
        <a href="/terms">Terms</a> <a href="/privacy">Privacy</a>
      </Footer>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveFocus();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <Footer app>
        © 2026 Example <a href="/privacy">Privacy</a>
      </Footer>,
    );
    await expectNoAxeViolations(container);
  });
});
