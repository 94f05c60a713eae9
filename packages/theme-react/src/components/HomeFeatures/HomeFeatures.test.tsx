import type { Feature } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeFeatures } from './HomeFeatures';

const make = (count: number): Feature[] =>
  Array.from({ length: count }, (_, index) => ({ title: `Feature ${index + 1}`, details: 'Details' }));

describe('HomeFeatures', () => {
  it.each([
    [2, 'grid-2'],
    [3, 'grid-3'],
    [4, 'grid-4'],
    [6, 'grid-6'],
    [7, 'grid-4'],
  ])('gives %s features the %s grid', (count, gridClass) => {
    render(<HomeFeatures features={make(count)} />);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-grid', gridClass);
    expect(list).toHaveClass(gridClass);
    expect(screen.getAllByRole('listitem')).toHaveLength(count);
  });

  it('renders a single feature without a grid class', () => {
    render(<HomeFeatures features={make(1)} />);
    expect(screen.getByRole('list')).not.toHaveAttribute('data-grid');
  });

  it('renders nothing for no features', () => {
    const { container } = render(<HomeFeatures features={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('makes a card with a link one link, with its link text', () => {
    render(
      <HomeFeatures
        features={[{ title: 'Fast', details: 'Ships no JS', link: '/guide/', linkText: 'Read more' }]}
      />,
    );
    const link = screen.getByRole('link', { name: /Fast.*Ships no JS.*Read more/ });
    expect(link).toHaveAttribute('href', '/guide/');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens external links in a new tab unless told otherwise', () => {
    render(
      <HomeFeatures
        features={[
          { title: 'GitHub', link: 'https://github.com/' },
          { title: 'Sponsors', link: 'https://example.com/', target: '_self', rel: 'sponsored' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('rel', 'noreferrer');
    expect(screen.getByRole('link', { name: 'Sponsors' })).toHaveAttribute('target', '_self');
    expect(screen.getByRole('link', { name: 'Sponsors' })).toHaveAttribute('rel', 'sponsored');
  });

  it('shows emoji icons as decoration and image icons with light and dark variants', () => {
    const { container } = render(
      <HomeFeatures
        features={[
          { title: 'Emoji', icon: '⚡' },
          { title: 'Image', icon: { light: '/light.svg', dark: '/dark.svg' } },
        ]}
      />,
    );
    expect(screen.getByText('⚡')).toHaveAttribute('aria-hidden', 'true');
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/light.svg', '/dark.svg']);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<HomeFeatures features={make(3)} />);
    await expectNoAxeViolations(container);
  });
});
