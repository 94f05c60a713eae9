import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeImage } from './ThemeImage';

describe('ThemeImage', () => {
  it('renders an address as one decorative image by default', () => {
    const { container } = render(<ThemeImage image="/logo.svg" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/logo.svg');
    expect(image).toHaveAttribute('alt', '');
  });

  it('renders an image with its own alternative text and size', () => {
    render(<ThemeImage image={{ src: '/logo.png', alt: 'Lectern', width: 64, height: 32 }} alt="ignored" />);
    const image = screen.getByRole('img', { name: 'Lectern' });
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '32');
  });

  it('renders a light and a dark variant, each named', () => {
    render(<ThemeImage image={{ light: '/light.svg', dark: '/dark.svg' }} alt="Logo" className="extra" />);
    const images = screen.getAllByRole('img', { name: 'Logo' });
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/light.svg', '/dark.svg']);
    expect(images[0]?.className).not.toBe(images[1]?.className);
    for (const image of images) expect(image).toHaveClass('extra');
  });

  it('renders a blackguard variant of its own when given, each image for one theme', () => {
    render(<ThemeImage image={{ light: '/l.svg', dark: '/d.svg', blackguard: '/b.svg' }} alt="Hero" />);
    const images = screen.getAllByRole('img', { name: 'Hero' });
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/l.svg', '/d.svg', '/b.svg']);
    expect(new Set(images.map((image) => image.className)).size).toBe(3);
  });
});
