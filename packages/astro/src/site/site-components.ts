import path from 'node:path';

/** The components every page of every Lectern site has, by the names pages write them with. */
export const BUILT_IN_COMPONENTS = [
  'Example',
  'ApiTable',
  'Badge',
  'Tabs',
  'TabItem',
  'Admonition',
  'Aside',
  'Details',
  'Since',
] as const;

/** The virtual module the page route imports the site's own components from: `{ [name]: Component }`. */
export const SITE_COMPONENTS_MODULE_ID = 'virtual:lectern/components';

/** A component of the integration's `components` option, resolved. */
export interface SiteComponent {
  /** The name pages write it with, e.g. `Button`. */
  name: string;
  /** Its module, absolute. */
  file: string;
  /** The export it is, `default` unless the option named one after `#`. */
  exportName: string;
}

/** What {@link resolveSiteComponents} reads the site's files with. */
export interface SiteFiles {
  root: string;
  exists: (file: string) => boolean;
  read: (file: string) => string;
}

const COMPONENT_NAME = /^[A-Z][A-Za-z0-9_]*$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** Modules whose exports can be read from their text; others (`.astro`, `.svelte`…) export a default. */
const SCRIPT_MODULE = /\.(?:[cm]?[jt]sx?)$/;

/** Whether a module's text exports `name` (`default` for its default export), as far as its text tells. */
export function exportsName(source: string, name: string): boolean {
  const text = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  if (name === 'default') {
    return /\bexport\s+default\b/.test(text) || /\bexport\s*\{[^}]*\bas\s+default\b/.test(text);
  }
  // `export * from '…'` may re-export it: the module bundler says for sure.
  if (/\bexport\s*\*\s*from\b/.test(text)) return true;
  const declared = new RegExp(
    `\\bexport\\s+(?:declare\\s+)?(?:async\\s+)?(?:const|let|var|function\\*?|class)\\s+${name}\\b`,
  );
  const listed = new RegExp(`\\bexport\\s*\\{[^}]*\\b(?:as\\s+)?${name}\\s*(?:,|\\})`);
  return declared.test(text) || listed.test(text);
}

/**
 * Checks the integration's `components` option and resolves its paths against the site's root. Returns
 * the components, or one line per problem, each naming the entry
 * (`components.Button: no file at ./src/components/Buton.tsx (looked for /site/src/components/Buton.tsx)`).
 */
export function resolveSiteComponents(
  components: unknown,
  files: SiteFiles,
): { components: SiteComponent[]; problems: string[] } {
  if (components === undefined) return { components: [], problems: [] };
  if (typeof components !== 'object' || components === null || Array.isArray(components)) {
    return {
      components: [],
      problems: [
        "components: expected an object of component names and module paths, e.g. { Button: './src/components/Button.tsx' }",
      ],
    };
  }
  const resolved: SiteComponent[] = [];
  const problems: string[] = [];
  for (const [name, value] of Object.entries(components)) {
    const result = resolveSiteComponent(name, value, files);
    if (typeof result === 'string') problems.push(`components.${name}: ${result}`);
    else resolved.push(result);
  }
  return { components: resolved, problems };
}

/** One entry of the option: the component, or what is wrong with it. */
function resolveSiteComponent(name: string, value: unknown, files: SiteFiles): SiteComponent | string {
  if (!COMPONENT_NAME.test(name)) {
    return `"${name}" is not a component name: start it with a capital letter and use letters and digits only, e.g. "${pascalCase(name)}" (a tag starting with a small letter is an HTML element)`;
  }
  if (typeof value !== 'string' || value.trim() === '') {
    return `expected the path of a module, relative to the site's root, e.g. "./src/components/${name}.tsx" (got ${JSON.stringify(value)})`;
  }
  const hash = value.lastIndexOf('#');
  const written = hash === -1 ? value : value.slice(0, hash);
  const exportName = hash === -1 ? 'default' : value.slice(hash + 1);
  if (!IDENTIFIER.test(exportName)) {
    return `"${exportName}" after "#" is not an export name (write "${written}#${name}" for its export ${name})`;
  }
  const file = path.resolve(files.root, written);
  if (!files.exists(file)) return `no file at ${written} (looked for ${file})`;
  if (!SCRIPT_MODULE.test(file)) {
    return exportName === 'default'
      ? { name, file, exportName }
      : `${written} is a component file, whose component is its default export: leave out "#${exportName}"`;
  }
  if (!exportsName(files.read(file), exportName)) {
    return exportName === 'default'
      ? `${written} has no default export; name the component's export after "#", e.g. "${written}#${name}"`
      : `${written} has no export named ${exportName}`;
  }
  return { name, file, exportName };
}

/** `my-button` → `MyButton`, for the message about a name that is not one. */
function pascalCase(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
  return /^[A-Z]/.test(joined) ? joined : `My${joined}`;
}

/** The source of the virtual module: each of the site's components by name. */
export function siteComponentsModule(components: readonly SiteComponent[]): string {
  const imports = components.map(({ file, exportName }, index) =>
    exportName === 'default'
      ? `import Component${index} from ${JSON.stringify(file)};`
      : `import { ${exportName} as Component${index} } from ${JSON.stringify(file)};`,
  );
  const map = components.map(({ name }, index) => `${JSON.stringify(name)}: Component${index}`);
  return [...imports, map.length === 0 ? 'export default {};' : `export default { ${map.join(', ')} };`].join(
    '\n',
  );
}

/**
 * The names a page can write components with, besides those it imports: the built-ins and the site's
 * own (which take the place of a built-in of the same name).
 */
export function pageComponentNames(components: readonly SiteComponent[]): string[] {
  return [...new Set([...BUILT_IN_COMPONENTS, ...components.map((component) => component.name)])];
}
