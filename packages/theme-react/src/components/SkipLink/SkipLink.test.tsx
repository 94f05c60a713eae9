import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

function Page() {
  return (
    <>
      <SkipLink />
      <nav aria-label="Main">
        <a href="/guide/">Guide</a>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <h1>Title</h1>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('reads "Skip to content" and points at the main content', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it('is the first element that Tab reaches', async () => {
    render(<Page />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it('takes another target and label', () => {
    render(<SkipLink targetId="content" label="Zum Inhalt" />);
    expect(screen.getByRole('link', { name: 'Zum Inhalt' })).toHaveAttribute('href', '#content');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Page />);
    await expectNoAxeViolations(container);
  });
});
