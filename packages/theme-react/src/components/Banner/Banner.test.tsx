import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner';

describe('Banner', () => {
  it('is a region named Announcement with its text, its link and its id', async () => {
    const { container } = render(
      <Banner
        banner={{
          id: 'release-1',
          text: 'Lectern 1.0 is out.',
          link: '/en/releases/',
          linkText: 'Read more',
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent('Lectern 1.0 is out. Read more');
    expect(region).toHaveAttribute('data-lectern-banner', 'release-1');
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/en/releases/');
    await expectNoAxeViolations(container);
  });

  it('has a close button, hidden until the page script makes it work', () => {
    const { container } = render(
      <Banner banner={{ id: 'release-1', text: 'News.' }} labels={{ 'banner.dismiss': 'Fermer' }} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button).not.toBeVisible();
    expect(button).toHaveAttribute('aria-label', 'Fermer');
    expect(button).toHaveAttribute('data-lectern-banner-dismiss', 'release-1');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
