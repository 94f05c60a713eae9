import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on a rendered container and fails with the rule ids and targets of every violation. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    // jsdom has no layout or colours: contrast is checked in the browser (Storybook's a11y test).
    rules: { 'color-contrast': { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
