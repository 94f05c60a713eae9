/** Astro's mark of the renderer a component is for (`Symbol.for('astro:renderer')` in Astro's runtime). */
const RENDERER = Symbol.for('astro:renderer');

/**
 * Marks the theme's React components as React's for Astro, which then renders them with React at once.
 * Unmarked, Astro asks each renderer in turn whether a component is its own, MDX's renderer first, and
 * that one asks by calling the component as a plain function: every component then runs once more than
 * needed, and one with hooks makes React print "Invalid hook call" in `astro dev`. Each .astro file calls
 * this with the React components it renders (a test checks it).
 */
export function renderWithReact(...components: readonly unknown[]): void {
  for (const component of components) {
    const markable = typeof component === 'function' || (typeof component === 'object' && component !== null);
    if (markable && !Object.hasOwn(component, RENDERER)) {
      Object.defineProperty(component, RENDERER, { value: '@astrojs/react' });
    }
  }
}
