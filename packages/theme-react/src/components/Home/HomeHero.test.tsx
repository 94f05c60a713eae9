import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeHero } from './HomeHero';

describe('HomeHero', () => {
  it('makes the name and the text the page heading, followed by the tagline', () => {
    render(
      <HomeHero hero={{ name: 'Lectern', text: 'Docs for UI libraries', tagline: 'Server-rendered.' }} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Lectern Docs for UI libraries');
    expect(screen.getByText('Server-rendered.').tagName).toBe('P');
  });

  it('has a heading with only the name or only the text, and none without either', () => {
    const { rerender } = render(<HomeHero hero={{ name: 'Lectern' }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Lectern$/);
    rerender(<HomeHero hero={{ text: 'Docs' }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Docs$/);
    rerender(<HomeHero hero={{ tagline: 'Only a tagline' }} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an image with light and dark variants', () => {
    const { container } = render(
      <HomeHero
        hero={{
          name: 'Lectern',
          image: { light: '/hero-light.svg', dark: '/hero-dark.svg', alt: 'Lectern' },
        }}
      />,
    );
    const images = screen.getAllByRole('img', { name: 'Lectern' });
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/hero-light.svg', '/hero-dark.svg']);
    expect(container.firstElementChild).toHaveAttribute('data-has-image', 'true');
  });

  it('has no image without one', () => {
    const { container } = render(<HomeHero hero={{ name: 'Lectern' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).not.toHaveAttribute('data-has-image');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <main>
        <HomeHero
          hero={{
            name: 'Lectern',
            text: 'Docs',
            tagline: 'Tagline',
            image: { src: '/logo.svg', alt: 'Lectern logo' },
            actions: [{ text: 'Get started', link: '/guide/' }],
          }}
        />
      </main>,
    );
    await expectNoAxeViolations(container);
  });
});
