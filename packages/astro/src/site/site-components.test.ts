import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_COMPONENTS,
  exportsName,
  pageComponentNames,
  resolveSiteComponents,
  siteComponentsModule,
} from './site-components.js';

const ROOT = '/site';
/** The site's files, by path from its root. */
const FILES: Record<string, string> = {
  'src/components/Card.astro': '<div><slot /></div>',
  'src/components/Button.tsx': 'export default function Button() { return null; }',
  'src/components/index.ts': "export { Tabs } from './Tabs';\nexport const Grid = () => null;",
  'src/components/named.tsx': 'export function Named() { return null; }',
  'src/components/everything.ts': "export * from './all';",
};
const files = {
  root: ROOT,
  exists: (file: string) => Object.hasOwn(FILES, path.relative(ROOT, file)),
  read: (file: string) => FILES[path.relative(ROOT, file)] ?? '',
};

describe('resolveSiteComponents', () => {
  it('resolves each entry to its module and export', () => {
    const result = resolveSiteComponents(
      {
        Card: './src/components/Card.astro',
        Button: 'src/components/Button.tsx',
        Tabs: './src/components/index.ts#Tabs',
        Grid: './src/components/index.ts#Grid',
        Other: './src/components/everything.ts#Other',
      },
      files,
    );
    expect(result.problems).toEqual([]);
    expect(result.components).toEqual([
      { name: 'Card', file: '/site/src/components/Card.astro', exportName: 'default' },
      { name: 'Button', file: '/site/src/components/Button.tsx', exportName: 'default' },
      { name: 'Tabs', file: '/site/src/components/index.ts', exportName: 'Tabs' },
      { name: 'Grid', file: '/site/src/components/index.ts', exportName: 'Grid' },
      { name: 'Other', file: '/site/src/components/everything.ts', exportName: 'Other' },
    ]);
  });

  it.each([
    [
      'a name starting with a small letter',
      { 'my-button': './src/components/Button.tsx' },
      'components.my-button: "my-button" is not a component name: start it with a capital letter and use letters and digits only, e.g. "MyButton" (a tag starting with a small letter is an HTML element)',
    ],
    [
      'a name that is not one',
      { 'Fancy Button': './src/components/Button.tsx' },
      'components.Fancy Button: "Fancy Button" is not a component name: start it with a capital letter and use letters and digits only, e.g. "FancyButton" (a tag starting with a small letter is an HTML element)',
    ],
    [
      'a missing file',
      { Buton: './src/components/Buton.tsx' },
      'components.Buton: no file at ./src/components/Buton.tsx (looked for /site/src/components/Buton.tsx)',
    ],
    [
      'no path',
      { Card: '' },
      `components.Card: expected the path of a module, relative to the site's root, e.g. "./src/components/Card.tsx" (got "")`,
    ],
    [
      'a module without a default export',
      { Named: './src/components/named.tsx' },
      'components.Named: ./src/components/named.tsx has no default export; name the component\'s export after "#", e.g. "./src/components/named.tsx#Named"',
    ],
    [
      'a named export the module does not have',
      { Tab: './src/components/index.ts#Tab' },
      'components.Tab: ./src/components/index.ts has no export named Tab',
    ],
    [
      'an export name that is not one',
      { Tabs: './src/components/index.ts#my-tabs' },
      'components.Tabs: "my-tabs" after "#" is not an export name (write "./src/components/index.ts#Tabs" for its export Tabs)',
    ],
    [
      'a named export of an Astro component',
      { Card: './src/components/Card.astro#Card' },
      'components.Card: ./src/components/Card.astro is a component file, whose component is its default export: leave out "#Card"',
    ],
  ])('names the entry with %s', (_case, components, problem) => {
    expect(resolveSiteComponents(components, files)).toEqual({ components: [], problems: [problem] });
  });

  it('takes nothing for nothing, and says what it expected for something else', () => {
    expect(resolveSiteComponents(undefined, files)).toEqual({ components: [], problems: [] });
    expect(resolveSiteComponents(['./Card.astro'], files).problems).toEqual([
      "components: expected an object of component names and module paths, e.g. { Button: './src/components/Button.tsx' }",
    ]);
  });
});

describe('exportsName', () => {
  it.each([
    ['export default function X() {}', 'default', true],
    ['const X = 1;\nexport { X as default };', 'default', true],
    ['export function X() {}', 'default', false],
    ['export const Tabs = () => null;', 'Tabs', true],
    ['export class Tabs {}', 'Tabs', true],
    ['export async function Tabs() {}', 'Tabs', true],
    ["export { Tabs, Grid } from './ui';", 'Tabs', true],
    ["export { Inner as Tabs } from './ui';", 'Tabs', true],
    ["export { Tabs as Inner } from './ui';", 'Tabs', false],
    ['export const TabsList = 1;', 'Tabs', false],
    ["export * from './ui';", 'Tabs', true],
    ['// export const Tabs = 1;', 'Tabs', false],
  ])('reads %j for %s', (source, name, expected) => {
    expect(exportsName(source, name)).toBe(expected);
  });
});

describe('siteComponentsModule', () => {
  it('imports each component and exports them by name', () => {
    expect(
      siteComponentsModule([
        { name: 'Card', file: '/site/Card.astro', exportName: 'default' },
        { name: 'Tabs', file: '/site/ui.ts', exportName: 'Tabs' },
      ]).split('\n'),
    ).toEqual([
      'import Component0 from "/site/Card.astro";',
      'import { Tabs as Component1 } from "/site/ui.ts";',
      'export default { "Card": Component0, "Tabs": Component1 };',
    ]);
    expect(siteComponentsModule([])).toBe('export default {};');
  });
});

describe('pageComponentNames', () => {
  it("lists the built-ins and the site's own, once each", () => {
    expect(BUILT_IN_COMPONENTS).toEqual([
      'Example',
      'ApiTable',
      'Badge',
      'Tabs',
      'TabItem',
      'Admonition',
      'Aside',
      'Details',
      'Since',
    ]);
    expect(
      pageComponentNames([
        { name: 'Card', file: '/site/Card.astro', exportName: 'default' },
        { name: 'Badge', file: '/site/Badge.astro', exportName: 'default' },
      ]),
    ).toEqual([...BUILT_IN_COMPONENTS, 'Card']);
  });
});
