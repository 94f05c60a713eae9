import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HouseAd } from './HouseAd';

describe('HouseAd', () => {
  it('is a region named Sponsor, whose card links to the ad and says it is an ad', async () => {
    const { container } = render(
      <HouseAd ad={{ title: 'Sponsor Lectern', text: 'Your logo here.', link: '/en/sponsors/' }} />,
    );
    const region = screen.getByRole('region', { name: 'Sponsor' });
    expect(screen.getByRole('link', { name: 'Sponsor Lectern Your logo here.' })).toHaveAttribute(
      'href',
      '/en/sponsors/',
    );
    expect(region).toHaveTextContent('Ad');
    expect(region).toHaveAttribute('data-pagefind-ignore', 'all');
    await expectNoAxeViolations(container);
  });

  it('takes its texts from the labels', () => {
    render(
      <HouseAd
        ad={{ title: 'T', text: 'X', link: '/' }}
        labels={{ 'ad.label': 'Sponsoring', 'ad.mark': 'Anzeige' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Sponsoring' })).toHaveTextContent('Anzeige');
  });
});
