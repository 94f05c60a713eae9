// @vitest-environment node
// The API data the package publishes (dist/api.json, written by the build from THEME_API_SOURCE): read here
// as the build reads it, from the package's TypeScript.
import { fileURLToPath } from 'node:url';
import { type ReactApiRead, readReactApi } from '@lectern/component-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { THEME_API_SOURCE } from '../api.config';

/** What the reader writes for a prop, event or slot without JSDoc. */
const UNDESCRIBED = 'Not described in the source yet.';
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

describe("the theme's components' API, read from their TypeScript", () => {
  let components: ReactApiRead['components'];
  // The TypeScript program of the whole package: seconds alone, minutes beside the other suites on 2 cores.
  beforeAll(async () => {
    components = (await readReactApi(THEME_API_SOURCE, packageRoot)).components;
  }, 180_000);

  it('has every component the package exports, and nothing else', async () => {
    // What the package's entry really exports, by name.
    const exported = Object.entries(await import('./index'))
      .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function')
      .map(([name]) => name);
    expect(components.map((component) => component.api.name).sort()).toEqual(exported.sort());
  });

  it('reads a prop’s type, default and allowed values from the code', () => {
    const navBar = components.find((component) => component.api.name === 'NavBar');
    expect(navBar?.api.source).toBe('src/components/NavBar/NavBar.tsx');
    expect(navBar?.api.props.find((prop) => prop.name === 'appearance')).toMatchObject({
      type: 'Appearance',
      default: 'true',
      values: ['true', 'false', 'dark', 'force-dark', 'force-auto'],
      required: false,
    });
  });

  it('makes callbacks events and ReactNode props slots', () => {
    const hamburger = components.find((component) => component.api.name === 'NavBarHamburger');
    expect(hamburger?.api.events.map((event) => [event.name, event.payload])).toEqual([['click', 'void']]);
    const layout = components.find((component) => component.api.name === 'Layout');
    expect(layout?.api.slots.map((slot) => slot.name)).toEqual([
      'banner',
      'nav',
      'localNav',
      'sidebar',
      'aside',
      'quickbar',
      'ad',
      'default',
    ]);
    expect(layout?.api.props.map((prop) => prop.name)).not.toContain('children');
  });

  it('gives each component a description and an id of its own', () => {
    const ids = components.map((component) => component.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const component of components) {
      expect(component.api.description, component.api.name).not.toBe('');
      expect(component.api.description, component.api.name).not.toBe(UNDESCRIBED);
    }
  });

  it('describes every prop, event and slot: none says "Not described in the source yet."', () => {
    // Named as in the source, so the list says which declaration needs a JSDoc comment.
    const undescribed = components.flatMap(({ api }) =>
      [
        ...api.props.filter((prop) => prop.description === UNDESCRIBED).map((prop) => prop.name),
        ...api.events
          .filter((event) => event.description === UNDESCRIBED)
          .map((event) => `on${event.name.charAt(0).toUpperCase()}${event.name.slice(1)}`),
        ...api.slots
          .filter((slot) => slot.description === UNDESCRIBED)
          .map((slot) => (slot.name === 'default' ? 'children' : slot.name)),
      ].map((prop) => `${api.name}.${prop} (${api.source})`),
    );
    expect(undescribed, 'props without JSDoc, shown as "Not described in the source yet."').toEqual([]);
  });
});
