import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

/** A call to a function of a package that is not installed, kept so the migration can read its arguments. */
export interface StubCall {
  /** The import it came from and the property path: `@astrojs/starlight`, `vitepress.defineConfig`. */
  readonly stub: string;
  readonly args: readonly unknown[];
}

/** The marker on the objects a stubbed function returns. */
const STUB_KEY = '__lecternStub';

/** Whether a value is what a call to a stubbed package function returned (e.g. `starlight({ … })`). */
export function isStubCall(value: unknown): value is StubCall {
  return typeof value === 'object' && value !== null && STUB_KEY in value;
}

/**
 * The stand-in for every package a config imports: any property is another stand-in, a call to a
 * `define…` function returns its first argument (`defineConfig(x)` is `x`), any other call returns a
 * {@link StubCall} recording what it was given.
 */
const STUB_SOURCE = `
const NAMES = IMPORTED_NAMES;
const make = (name, own = []) => new Proxy(() => {}, {
  get(_, key) {
    if (key === '__esModule') return false;
    if (key === 'then' || typeof key === 'symbol') return undefined;
    return make(key === 'default' ? name : name + '.' + String(key));
  },
  ownKeys: () => own,
  getOwnPropertyDescriptor(_, key) {
    if (!own.includes(key)) return undefined;
    return { configurable: true, enumerable: true, value: make(name + '.' + String(key)) };
  },
  apply(_, __, args) {
    const last = name.split('.').at(-1);
    if (/^define[A-Z]/.test(last)) return args[0];
    return { ${STUB_KEY}: true, stub: name, args };
  },
  construct(_, args) {
    return { ${STUB_KEY}: true, stub: name, args };
  },
});
module.exports = make(MODULE_NAME, NAMES);
`;

const BUILTINS = new Set(builtinModules);

function isBare(specifier: string): boolean {
  return !specifier.startsWith('.') && !specifier.startsWith('/') && !path.isAbsolute(specifier);
}

/** The names a module imports from a package (`import { a, b as c } from 'x'` → `a`, `b`). */
export function importedNames(source: string, specifier: string): string[] {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `import\\s*(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`,
    'g',
  );
  const names = new Set<string>();
  for (const match of source.matchAll(pattern)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** Replaces every package import (but Node's own modules) with the stand-in. */
function stubPackages(stubbed: Set<string>): Plugin {
  return {
    name: 'lectern-stub-packages',
    setup(context) {
      const importers = new Map<string, number>();
      context.onResolve({ filter: /.*/ }, (args) => {
        if (!isBare(args.path)) return undefined;
        const bare = args.path.replace(/^node:/, '');
        if (args.path.startsWith('node:') || BUILTINS.has(bare)) return { path: args.path, external: true };
        stubbed.add(args.path);
        let names: string[] = [];
        try {
          names = importedNames(readFileSync(args.importer, 'utf8'), args.path);
        } catch {
          // No importer's text to read: the stand-in has no named exports.
        }
        // One stand-in per importing file, so each has the names that file imports (numbered: a path
        // ending like the importer's, `.mts`, would make it a module without `module.exports`).
        importers.set(args.importer, importers.get(args.importer) ?? importers.size);
        return {
          path: `${args.path}#${importers.get(args.importer)}`,
          namespace: 'lectern-stub',
          pluginData: { name: args.path, names },
        };
      });
      context.onLoad({ filter: /.*/, namespace: 'lectern-stub' }, (args) => ({
        contents: STUB_SOURCE.replace('MODULE_NAME', JSON.stringify(args.pluginData.name)).replace(
          'IMPORTED_NAMES',
          JSON.stringify(args.pluginData.names),
        ),
        loader: 'js',
      }));
    },
  };
}

/** A config module's default export (or CommonJS `module.exports`), and the packages replaced to get it. */
export interface LoadedConfig {
  value: unknown;
  /** The packages the module imports, each replaced by a stand-in. */
  stubbed: string[];
}

/** Why a config module could not be read, for a person. */
export class ConfigLoadError extends Error {}

/**
 * Runs a JavaScript or TypeScript config module (and the local files it imports) without the packages
 * it imports: each is replaced by a stand-in (see {@link STUB_SOURCE}), so a config that wraps itself in
 * `defineConfig(…)` or calls `starlight({ … })` gives back what it wrote. Like the tool it belongs to
 * would, this runs the config's own code. A default export that is a function is called (Docusaurus's
 * `async function createConfig()`).
 */
export async function loadConfigModule(file: string): Promise<LoadedConfig> {
  const stubbed = new Set<string>();
  let code: string;
  // Loaded on demand: creating a new site never needs it.
  const { build } = await import('esbuild');
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      logLevel: 'silent',
      plugins: [stubPackages(stubbed)],
      // `require`, `__dirname` and `__filename` as a CommonJS config expects them, for its own file.
      banner: {
        js: [
          "import { createRequire as __lecternRequire } from 'node:module';",
          `const require = __lecternRequire(${JSON.stringify(file)});`,
          `const __filename = ${JSON.stringify(file)};`,
          `const __dirname = ${JSON.stringify(path.dirname(file))};`,
        ].join('\n'),
      },
    });
    code = result.outputFiles[0]?.text ?? '';
  } catch (error) {
    const errors = (error as { errors?: { text: string; location?: { file: string; line: number } }[] })
      .errors;
    const first = errors?.[0];
    const where = first?.location ? `${first.location.file}:${first.location.line}: ` : '';
    throw new ConfigLoadError(`could not read it: ${where}${first?.text ?? String(error)}`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'lectern-migrate-'));
  try {
    const bundled = path.join(folder, 'config.mjs');
    writeFileSync(bundled, code);
    let value: unknown;
    try {
      const loaded = (await import(pathToFileURL(bundled).href)) as { default?: unknown };
      value = loaded.default;
      if (typeof value === 'function') value = await (value as () => unknown)();
    } catch (error) {
      throw new ConfigLoadError(
        `could not run it: ${error instanceof Error ? error.message : String(error)} (it may need a package or a file the migration cannot give it)`,
      );
    }
    return { value, stubbed: [...stubbed].sort() };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
