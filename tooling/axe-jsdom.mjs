// How component tests run axe: on a rendered container in jsdom, which has no layout or colours, so
// contrast is left to the browser tests (./axe.mjs).
import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on a rendered container and fails with the rule ids and targets of every violation. */
export async function expectNoAxeViolations(container) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
