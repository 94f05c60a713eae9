import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavBarTitle } from './NavBarTitle';

describe('NavBarTitle', () => {
  it('links the site title home, with the logo as decoration', () => {
    const { container } = render(
      <NavBarTitle siteTitle="Lectern" logo={{ src: '/logo.svg', alt: 'Lectern logo' }} link="/en/" />,
    );
    expect(screen.getByRole('link', { name: 'Lectern' })).toHaveAttribute('href', '/en/');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('names a logo alone by its alternative text', () => {
    render(<NavBarTitle siteTitle={false} logo={{ src: '/logo.svg', alt: 'Lectern' }} link="/" />);
    expect(screen.getByRole('link', { name: 'Lectern' })).not.toHaveAttribute('aria-label');
  });

  it('shows a logo with light and dark variants', () => {
    render(<NavBarTitle logo={{ light: '/light.svg', dark: '/dark.svg', alt: 'Lectern' }} link="/" />);
    // Only one of the two shows at a time (CSS by data-theme), so the link is named once in a browser.
    const images = screen.getAllByRole('img', { name: 'Lectern' });
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/light.svg', '/dark.svg']);
  });

  it('names a logo without alternative text "Home"', () => {
    render(<NavBarTitle logo="/logo.svg" link="/" labels={{ 'nav.home': 'Startseite' }} />);
    expect(screen.getByRole('link', { name: 'Startseite' })).toBeInTheDocument();
  });

  it('renders nothing without a logo or a title', () => {
    const { container } = render(<NavBarTitle siteTitle="" link="/" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <NavBarTitle siteTitle="Lectern" logo="/logo.svg" link="/" />
        <NavBarTitle logo="/logo.svg" link="/" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
