import type { ComponentType } from 'react';

/** The examples by file name (`alert/type` for `src/examples/alert/type.tsx`), loaded when asked for. */
const modules = import.meta.glob<{ default: ComponentType }>('/src/examples/**/*.tsx');

/** The path of an example's module from its file name. */
export function examplePath(file: string): string {
  return `/src/examples/${file}.tsx`;
}

/** Loads an example's component, or gives `undefined` when there is no example by that name. */
export async function loadExample(file: string): Promise<ComponentType | undefined> {
  const load = modules[examplePath(file)];
  return load ? (await load()).default : undefined;
}

/** The file name of an example's composition form: `alert/type` → `alert/type.composition`. */
export function compositionFile(file: string): string {
  return `${file}.composition`;
}
