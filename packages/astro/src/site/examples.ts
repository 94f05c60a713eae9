// Used by the examples' island too: nothing here loads more than it needs in the browser.

/** The virtual module of the examples' modules, loaded when asked for: `{ examplesDir, exampleModules }`. */
export const EXAMPLES_MODULE_ID = 'virtual:lectern/examples';

/** The virtual module of the examples' source texts, loaded when asked for: `{ exampleSources }`. */
export const EXAMPLE_SOURCES_MODULE_ID = 'virtual:lectern/example-sources';

/** The examples' folder when the site names none. */
export const DEFAULT_EXAMPLES_DIR = 'src/examples';

/** The file types of examples, in the order a name is looked up in. */
const EXTENSIONS = ['tsx', 'jsx'] as const;

/**
 * The examples' folder as the modules' keys write it (`src/examples`: from the site's root, with `/`, no
 * `./` or trailing `/`), or what is wrong with it.
 *
 * @example examplesDirOf('./src/demos/') // { dir: 'src/demos' }
 */
export function examplesDirOf(written: string | undefined): { dir: string } | { problem: string } {
  if (written === undefined) return { dir: DEFAULT_EXAMPLES_DIR };
  const dir = written
    .replaceAll('\\', '/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '');
  if (dir === '' || dir === '.' || dir.startsWith('/') || /^[A-Za-z]:/.test(dir)) {
    return {
      problem: `expected a folder inside the site, relative to its root, e.g. "src/examples" (got ${JSON.stringify(written)})`,
    };
  }
  if (dir.split('/').includes('..')) {
    return {
      problem: `expected a folder inside the site, not above its root (got ${JSON.stringify(written)})`,
    };
  }
  if (/[*?{}[\]!]/.test(dir)) {
    return { problem: `expected a folder's path, without wildcards (got ${JSON.stringify(written)})` };
  }
  return { dir };
}

/**
 * The source of the virtual module of the examples' modules or, with `raw`, their texts. Both are
 * loaded when an example is asked for: a page's JavaScript carries only the examples it shows. A folder of
 * the site is globbed; a package's examples (`files`, from its folder, and `dir` the folder as the site
 * imports it: `@acme/ui/examples`) are listed and imported through the package's exports.
 */
export function examplesModule(
  dir: string,
  { raw = false, files }: { raw?: boolean; files?: readonly string[] | undefined } = {},
): string {
  if (files !== undefined) {
    const entries = files.map((file) => {
      const load = `import(${JSON.stringify(`${dir}/${file}${raw ? '?raw' : ''}`)})`;
      return `  ${JSON.stringify(`/${dir}/${file}`)}: () => ${raw ? `${load}.then((module) => module.default)` : load},`;
    });
    return [
      ...(raw ? [] : [`export const examplesDir = ${JSON.stringify(dir)};`]),
      `export const ${raw ? 'exampleSources' : 'exampleModules'} = {`,
      ...entries,
      '};',
    ].join('\n');
  }
  const pattern = JSON.stringify(`/${dir}/**/*.{${EXTENSIONS.join(',')}}`);
  return raw
    ? `export const exampleSources = import.meta.glob(${pattern}, { query: '?raw', import: 'default' });`
    : [
        `export const examplesDir = ${JSON.stringify(dir)};`,
        `export const exampleModules = import.meta.glob(${pattern});`,
      ].join('\n');
}

/** Whether a file is an example by its name: `button/basic.tsx`, `button/basic.composition.jsx`. */
export function isExampleFile(file: string): boolean {
  return EXTENSIONS.some((extension) => file.endsWith(`.${extension}`));
}

/** An example found by its name. */
export interface FoundExample<Value> {
  /** Its file, from the examples' folder: `button/basic.tsx`. */
  path: string;
  /** The language of its code: `tsx` or `jsx`. */
  language: string;
  value: Value;
}

/**
 * The example of a name (`button/basic`) among the modules of the examples' folder, keyed as Vite's
 * `import.meta.glob` keys them (`/src/examples/button/basic.tsx`).
 */
export function findExample<Value>(
  modules: Readonly<Record<string, Value>>,
  dir: string,
  file: string,
): FoundExample<Value> | undefined {
  for (const language of EXTENSIONS) {
    const key = `/${dir}/${file}.${language}`;
    if (Object.hasOwn(modules, key)) {
      return { path: `${file}.${language}`, language, value: modules[key] as Value };
    }
  }
  return undefined;
}

/** The name of an example's composition form: `button/basic` → `button/basic.composition`. */
export function compositionFile(file: string): string {
  return `${file}.composition`;
}
