import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';
import { frame } from './Page.css';
import { PageFrame } from './PageFrame';

describe('Page', () => {
  it('shows the content as it is, in the main landmark the skip link targets', () => {
    render(
      <Page>
        <h1>Playground</h1>
      </Page>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main.innerHTML).toBe('<h1>Playground</h1>');
    // The search index reads the main landmark only (navigation, sidebar and footer are left out).
    expect(main).toHaveAttribute('data-pagefind-body');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <Page>
        <h1>Playground</h1>
      </Page>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('PageFrame', () => {
  it('puts the content in the frame of a page-layout page', () => {
    render(
      <Page>
        <PageFrame>
          <h1>Account</h1>
        </PageFrame>
      </Page>,
    );
    const heading = screen.getByRole('heading', { name: 'Account' });
    expect(heading.parentElement).toHaveClass(frame);
    expect(heading.parentElement?.parentElement).toBe(screen.getByRole('main'));
  });
});
