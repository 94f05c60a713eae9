import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefreshPrompt } from './RefreshPrompt';

describe('RefreshPrompt', () => {
  it('is an empty polite live region until a newer build is found, carrying the page build and where to ask', async () => {
    const { container } = render(<RefreshPrompt buildId="build-1" buildUrl="/_lectern/build.json" />);
    const region = screen.getByRole('region', { name: 'Site update' });
    expect(region.dataset).toMatchObject({ buildId: 'build-1', buildUrl: '/_lectern/build.json' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
