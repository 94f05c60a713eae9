import path from 'node:path';
import type { PageMetadata } from '@lectern/theme-core';
import type { RenderedHeading } from '../page-data/page-data.js';

/** The layouts the theme draws itself; `false` is the fourth. A site's own layouts take any other name. */
export const BUILT_IN_LAYOUTS = ['doc', 'home', 'page'] as const;

/** The virtual module the page route imports the site's layouts from: `{ [name]: Component }`. */
export const LAYOUTS_MODULE_ID = 'virtual:lectern/layouts';

/** The name of the Vite plugin serving that module; its `api.layouts` lists the registered names. */
export const LAYOUTS_PLUGIN_NAME = 'lectern:layouts';

/**
 * What a custom layout component receives. Its default slot is the page's rendered content.
 *
 * @example
 * ---
 * import type { CustomLayoutProps } from '@lectern/astro';
 * type Props = CustomLayoutProps;
 * const { frontmatter, headings } = Astro.props;
 * ---
 * <h1>{frontmatter.title}</h1>
 * <slot />
 */
export interface CustomLayoutProps {
  /** The page's frontmatter, checked; fields the theme does not know are kept as they are. */
  frontmatter: PageMetadata & Record<string, unknown>;
  /** The headings of the page's content, in order: depth (2 for `##`), slug (its `id`) and text. */
  headings: readonly RenderedHeading[];
  /**
   * The language of what the layout shows, e.g. `en` or `zh-CN`: the page's, or the site's default
   * language on a page shown untranslated (the layout is then drawn inside an element with that `lang`).
   */
  locale: string;
  /** The page's source file, relative to the site's root, for the layout's error messages. */
  filePath: string;
}

/** The site's own layouts, by name, as absolute file paths. */
export type CustomLayoutFiles = Readonly<Record<string, string>>;

/**
 * Checks the integration's `layouts` option and resolves its paths against the site's root. Returns the
 * files, or one line per problem (`layouts.page: "page" is a built-in layout; give yours another name`).
 */
export function resolveCustomLayouts(
  layouts: unknown,
  { root, exists }: { root: string; exists: (file: string) => boolean },
): { files: CustomLayoutFiles; problems: string[] } {
  if (layouts === undefined) return { files: {}, problems: [] };
  if (typeof layouts !== 'object' || layouts === null || Array.isArray(layouts)) {
    return {
      files: {},
      problems: [
        'layouts: expected an object of layout names and component files, e.g. { releases: "./src/layouts/Releases.astro" }',
      ],
    };
  }
  const files: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, file] of Object.entries(layouts)) {
    const field = `layouts.${name}`;
    if ((BUILT_IN_LAYOUTS as readonly string[]).includes(name) || name === 'false') {
      problems.push(`${field}: "${name}" is a built-in layout; give yours another name`);
    } else if (typeof file !== 'string' || file === '') {
      problems.push(
        `${field}: expected the path of a component, relative to the site's root (got ${JSON.stringify(file)})`,
      );
    } else if (!exists(path.resolve(root, file))) {
      problems.push(`${field}: no file at ${file} (looked for ${path.resolve(root, file)})`);
    } else {
      files[name] = path.resolve(root, file);
    }
  }
  return { files, problems };
}

/**
 * The problem with a page's `layout` when it names a layout the site did not register, else `undefined`.
 *
 * @example unknownLayoutProblem('foo', ['releases'])
 * // 'unknown layout "foo" (expected doc, home, page, false or one of: releases)'
 */
export function unknownLayoutProblem(layout: unknown, registered: readonly string[]): string | undefined {
  if (typeof layout !== 'string' || (BUILT_IN_LAYOUTS as readonly string[]).includes(layout))
    return undefined;
  if (registered.includes(layout)) return undefined;
  const expected =
    registered.length === 0
      ? `${BUILT_IN_LAYOUTS.join(', ')} or false; register a layout of your own with the integration's layouts option`
      : `${BUILT_IN_LAYOUTS.join(', ')}, false or one of: ${registered.join(', ')}`;
  return `unknown layout ${JSON.stringify(layout)} (expected ${expected})`;
}

/** The source of the virtual module: each layout's component by name. */
export function customLayoutsModule(files: CustomLayoutFiles): string {
  const entries = Object.entries(files);
  const imports = entries.map(([, file], index) => `import Layout${index} from ${JSON.stringify(file)};`);
  const map = entries.map(([name], index) => `${JSON.stringify(name)}: Layout${index}`);
  const exported = map.length === 0 ? 'export default {};' : `export default { ${map.join(', ')} };`;
  return [...imports, exported].join('\n');
}

/** A Vite plugin, as far as {@link registeredLayoutsOf} looks at one. */
interface NamedPlugin {
  name?: unknown;
  api?: { layouts?: unknown };
}

/**
 * The names of the layouts the Lectern integration registered, read from the Vite plugin it adds to the
 * Astro config (`api.layouts`); `undefined` when the integration is not there to say.
 */
export function registeredLayoutsOf(
  config: { vite?: { plugins?: unknown } } | undefined,
): string[] | undefined {
  const plugins = config?.vite?.plugins;
  if (!Array.isArray(plugins)) return undefined;
  const plugin = (plugins.flat(Number.POSITIVE_INFINITY) as unknown[]).find(
    (entry): entry is NamedPlugin =>
      typeof entry === 'object' && entry !== null && (entry as NamedPlugin).name === LAYOUTS_PLUGIN_NAME,
  );
  const layouts = plugin?.api?.layouts;
  return Array.isArray(layouts)
    ? layouts.filter((name): name is string => typeof name === 'string')
    : undefined;
}

/**
 * The Vite plugin serving {@link LAYOUTS_MODULE_ID} to the page route, and telling the docs loader which
 * layout names the site registered (`api.layouts`).
 */
export function customLayoutsPlugin(files: CustomLayoutFiles) {
  const resolvedId = `\0${LAYOUTS_MODULE_ID}`;
  return {
    name: LAYOUTS_PLUGIN_NAME,
    api: { layouts: Object.keys(files) },
    resolveId: (id: string) => (id === LAYOUTS_MODULE_ID ? resolvedId : undefined),
    load: (id: string) => (id === resolvedId ? customLayoutsModule(files) : undefined),
  };
}
