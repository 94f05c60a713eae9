import { exampleModules, examplesDir } from 'virtual:lectern/examples';
import type { ComponentType } from 'react';
import { findExample } from '../site/examples.js';

/**
 * An example's component by name (`button/basic` for `src/examples/button/basic.tsx`), loaded when asked
 * for, or `undefined` when there is no example by that name or it has no default export.
 */
export async function loadExample(file: string): Promise<ComponentType | undefined> {
  const found = findExample(exampleModules, examplesDir, file);
  return found ? (await found.value()).default : undefined;
}
