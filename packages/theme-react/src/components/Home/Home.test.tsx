import type { Feature } from '@lectern/theme-core';
import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Home } from './Home';

const features: Feature[] = [
  { title: 'Fast', details: 'No runtime.' },
  { title: 'Accessible', details: 'Checked with axe.' },
];

describe('Home', () => {
  it('shows the hero, then the features, then the content, in the main landmark', () => {
    render(
      <Home hero={{ name: 'Lectern', actions: [{ text: 'Start', link: '/guide/' }] }} features={features}>
        <h2>More</h2>
      </Home>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toHaveAttribute('data-pagefind-body');
    const headings = within(main)
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual(['H1 Lectern', 'H2 Fast', 'H2 Accessible', 'H2 More']);
  });

  it('leaves out the hero, the features and the content when it has none', () => {
    const { container } = render(<Home features={[]} />);
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    expect(container.querySelector('ul')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <Home hero={{ name: 'Lectern', text: 'Docs' }} features={features}>
        <p>Content</p>
      </Home>,
    );
    await expectNoAxeViolations(container);
  });
});
