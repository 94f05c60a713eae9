import type { HeroAction } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeHeroActions } from './HomeHeroActions';

const actions: HeroAction[] = [
  { text: 'Get started', link: '/getting-started/installation' },
  { text: 'Components', link: '/components/', theme: 'alt' },
  { text: 'Sponsor', link: 'https://github.com/sponsors/lectern', theme: 'sponsor' },
];

describe('HomeHeroActions', () => {
  it('renders each action as a link in a list, in order', () => {
    render(<HomeHeroActions actions={actions} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/getting-started/installation',
      '/components/',
      'https://github.com/sponsors/lectern',
    ]);
  });

  it('styles each action by its theme, brand by default', () => {
    render(<HomeHeroActions actions={actions} />);
    const themes = screen.getAllByRole('link').map((link) => link.getAttribute('data-action-theme'));
    expect(themes).toEqual(['brand', 'alt', 'sponsor']);
    const [brand, alt, sponsor] = screen.getAllByRole('link');
    expect(brand?.className).not.toBe(alt?.className);
    expect(alt?.className).not.toBe(sponsor?.className);
  });

  it('keeps the decorative heart of the sponsor action out of its name', () => {
    render(<HomeHeroActions actions={actions} />);
    expect(screen.getByRole('link', { name: 'Sponsor' })).toHaveTextContent('♥Sponsor');
  });

  it('opens external links in a new tab with rel="noreferrer", internal ones in place', () => {
    render(<HomeHeroActions actions={actions} />);
    const external = screen.getByRole('link', { name: 'Sponsor' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noreferrer');
    const internal = screen.getByRole('link', { name: 'Get started' });
    expect(internal).not.toHaveAttribute('target');
    expect(internal).not.toHaveAttribute('rel');
  });

  it("uses the action's own target and rel", () => {
    render(
      <HomeHeroActions
        actions={[
          { text: 'GitHub', link: 'https://github.com/lectern', target: '_self', rel: 'me' },
          { text: 'Playground', link: '/playground/', target: '_blank', rel: 'noopener' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('target', '_self');
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('rel', 'me');
    expect(screen.getByRole('link', { name: 'Playground' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Playground' })).toHaveAttribute('rel', 'noopener');
  });

  it('renders nothing without actions', () => {
    const { container } = render(<HomeHeroActions actions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<HomeHeroActions actions={actions} />);
    await expectNoAxeViolations(container);
  });
});
