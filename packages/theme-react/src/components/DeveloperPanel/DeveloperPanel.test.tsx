import { expectNoAxeViolations } from '@lectern/tooling/axe-jsdom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeveloperPanel } from './DeveloperPanel';

describe('DeveloperPanel', () => {
  it("gives the page's source file, build and frontmatter in a popover the button opens", async () => {
    const { container } = render(
      <DeveloperPanel
        sourcePath="src/content/docs/en/components/alert.mdx"
        frontmatter={{ title: 'Alert', outline: [2, 3] }}
        buildId="2026-11-22T04:40:00.000Z"
      />,
    );
    const tools = screen.getByRole('complementary', { name: 'Developer tools' });
    const button = within(tools).getByRole('button', { name: 'Page details' });
    const panel = container.querySelector('[popover]') as HTMLElement;
    expect(button).toHaveAttribute('popovertarget', panel.id);
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).toHaveTextContent('Sourcesrc/content/docs/en/components/alert.mdx');
    expect(panel).toHaveTextContent('Build2026-11-22T04:40:00.000Z');
    expect(panel.querySelector('pre')?.textContent).toBe(
      '{\n  "title": "Alert",\n  "outline": [\n    2,\n    3\n  ]\n}',
    );
    expect(container.querySelector('[popovertargetaction="hide"]')).toHaveAttribute(
      'aria-label',
      'Close page details',
    );
    await expectNoAxeViolations(container);
  });
});
