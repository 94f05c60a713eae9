// Scripts a package writes into its pages inline (the first-paint scripts) are TypeScript modules like any
// other, bundled with their imports and minified at build time, and imported as text:
//
//   import firstPaint from './first-paint.ts?inline-script';
//
// The text is an expression whose value is the module's default export (a function), so a page writes
// `${firstPaint}(arguments)`, and the inline script runs the same code as the package's modules. tsup
// (esbuild) and vitest (Vite) resolve such imports with the plugins below; `inline-script.d.ts` types them.
import path from 'node:path';
import { build } from 'esbuild';

const SUFFIX = '?inline-script';

/**
 * Bundles a module for a page's inline script: every import included, minified, for the browsers of
 * today, wrapped so that the text is an expression whose value is the module's default export.
 *
 * @param {string} file absolute path of the module
 * @returns {Promise<{ code: string, files: string[] }>} the text, and the files it was built from
 */
export async function bundleInlineScript(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    // As a module, so that what the script does not use is left out (an IIFE with a global name would
    // keep every imported module's top level); the export is turned into the expression's value below.
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const name = path.relative(process.cwd(), file);
  const text = result.outputFiles[0].text.trim();
  const exported = /export\s*\{\s*([\w$]+)\s+as\s+default\s*\}\s*;?$/.exec(text);
  if (!exported)
    throw new Error(
      `${name}: an inline script's module must export a function as its default, and only that`,
    );
  const body = text.slice(0, exported.index);
  if (/<\/|<!--/i.test(body)) {
    throw new Error(
      `${name}: its bundle contains "</" or "<!--", which would end or break the inline <script>`,
    );
  }
  const files = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
  return { code: `(()=>{${body}return ${exported[1]}})()`, files };
}

function resolveTarget(specifier, importer) {
  const target = specifier.slice(0, -SUFFIX.length);
  return path.resolve(path.dirname(importer), target);
}

/** The esbuild plugin (for tsup's `esbuildPlugins`) that builds `…?inline-script` imports. */
export function inlineScriptEsbuildPlugin() {
  return {
    name: 'lectern-inline-script',
    setup(esbuild) {
      // Relative to the package, so the build names no folder of the machine that built it.
      esbuild.onResolve({ filter: /\?inline-script$/ }, (args) => ({
        path: path.relative(process.cwd(), resolveTarget(args.path, args.importer)),
        namespace: 'inline-script',
      }));
      esbuild.onLoad({ filter: /.*/, namespace: 'inline-script' }, async (args) => {
        const { code, files } = await bundleInlineScript(path.resolve(args.path));
        return { contents: `export default ${JSON.stringify(code)};`, loader: 'js', watchFiles: files };
      });
    },
  };
}

/** The Vite plugin (for vitest) that builds `…?inline-script` imports, as the package's build does. */
export function inlineScriptVitePlugin() {
  const PREFIX = '\0inline-script:';
  return {
    name: 'lectern-inline-script',
    enforce: 'pre',
    resolveId(specifier, importer) {
      if (!specifier.endsWith(SUFFIX) || !importer) return undefined;
      return PREFIX + resolveTarget(specifier, importer.replace(/\?.*$/, ''));
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const { code, files } = await bundleInlineScript(id.slice(PREFIX.length));
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
