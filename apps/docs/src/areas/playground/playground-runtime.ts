// The playground's bundle, built with esbuild apart from the site's own build. The playground imports the
// whole of @lectern/theme-react for its examples; inside the site's build, that would widen the chunks the
// navigation bar and the other islands share with it, and every page would pay for the playground. Built
// apart, it costs nothing outside its page: its page loads it from /_playground/.

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';

/** Where the bundle is served. */
export const PLAYGROUND_BASE = '/_playground/';

/** The virtual module the playground's component reads the bundle's address from. */
const VIRTUAL_ID = 'virtual:lectern-docs/playground-runtime';

/** The bundle: its files by name, the entry's name, and the source files in what loads with the entry. */
export interface PlaygroundBundle {
  entry: string;
  files: Map<string, Uint8Array>;
  /** The source files bundled into the entry and the chunks it imports statically, as esbuild names them. */
  loadedFirst: string[];
  /** The source files bundled into the chunks it imports later, when the playground starts. */
  loadedLater: string[];
}

/** Builds the bundle from `entry` in memory: an ES module and the chunks it loads later, names hashed. */
export async function bundlePlayground(entry: string): Promise<PlaygroundBundle> {
  const outdir = path.join(path.dirname(entry), '.playground-out');
  const result = await build({
    entryPoints: { playground: entry },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const files = new Map(result.outputFiles.map((file) => [path.relative(outdir, file.path), file.contents]));
  const outputs = result.metafile.outputs;
  const entryName = Object.entries(outputs).find(([, output]) => output.entryPoint)?.[0];
  if (!entryName) throw new Error('the playground bundle has no entry');
  // What the browser loads with the entry: it and its static imports, transitively.
  const first = new Set<string>();
  const visit = (name: string) => {
    if (first.has(name)) return;
    first.add(name);
    for (const imported of outputs[name]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entryName);
  const inputsOf = (names: string[]) => names.flatMap((name) => Object.keys(outputs[name]?.inputs ?? {}));
  return {
    entry: path.relative(outdir, path.resolve(entryName)),
    files,
    loadedFirst: inputsOf([...first]),
    loadedLater: inputsOf(Object.keys(outputs).filter((name) => !first.has(name))),
  };
}

/**
 * An integration that builds the playground's bundle once per build (and per page load in `astro dev`),
 * gives its address to the virtual module `virtual:lectern-docs/playground-runtime`, serves it in dev and
 * writes it into the built site.
 */
export function playgroundRuntime({ entry }: { entry: string }): AstroIntegration {
  let bundle: Promise<PlaygroundBundle> | undefined;
  let root = process.cwd();
  const current = () => {
    bundle ??= bundlePlayground(path.resolve(root, entry));
    return bundle;
  };
  return {
    name: 'lectern-docs:playground-runtime',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'lectern-docs:playground-runtime',
                resolveId: (id: string) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
                load: async (id: string) => {
                  if (id !== `\0${VIRTUAL_ID}`) return undefined;
                  return `export default ${JSON.stringify(`${PLAYGROUND_BASE}${(await current()).entry}`)};`;
                },
              },
            ],
          },
        });
      },
      'astro:server:setup': ({ server }) => {
        // In dev, the page asks for the bundle's address on each load: build it afresh then.
        server.watcher.on('change', () => {
          bundle = undefined;
        });
        server.middlewares.use(PLAYGROUND_BASE, async (request, response, next) => {
          const name = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
          const file = (await current()).files.get(name);
          if (!file) return next();
          response.setHeader('Content-Type', 'text/javascript');
          response.end(file);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const { files } = await current();
        const out = path.join(fileURLToPath(dir), PLAYGROUND_BASE);
        await mkdir(out, { recursive: true });
        for (const [name, contents] of files) await writeFile(path.join(out, name), contents);
        logger.info(`playground bundle: ${files.size} files in ${PLAYGROUND_BASE}`);
      },
    },
  };
}
