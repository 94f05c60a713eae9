// The playground's preview frame, built with esbuild apart from the site's own build. The preview imports
// the whole of @lectern/theme-react for its examples; inside the site's build, that would widen the
// chunks the navigation bar and the other islands share with it, and every page would pay for the
// playground. Built apart — a page of its own with one script and one stylesheet — it costs nothing
// outside the playground, and it runs in a sandboxed frame, where the code of a shared link cannot reach
// the site's cookies or storage.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';

/** Where the frame's files are served. */
export const PLAYGROUND_BASE = '/_playground/';

/** The virtual module the playground's component reads the frame's address from. */
const VIRTUAL_ID = 'virtual:lectern-docs/playground-runtime';

/** The frame's files by name, the page's name, and the source files its script holds. */
export interface PlaygroundBundle {
  /** The frame's page, e.g. `preview-AB12CD34.html`. */
  page: string;
  files: Map<string, Uint8Array>;
  /** The source files bundled into the frame's script, as esbuild names them. */
  inputs: string[];
}

/** The frame's page: the stylesheet and the script, with the theme's colours and font. */
function previewPage(script: string, stylesheet: string): string {
  return `<!doctype html>
<html lang="en" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview of the example</title>
<link rel="stylesheet" href="${stylesheet}">
<style>body{margin:0;padding:16px;background:var(--lectern-color-background);color:var(--lectern-color-text);font-family:var(--lectern-font-body)}</style>
</head>
<body>
<div id="preview"></div>
<script src="${script}"></script>
</body>
</html>
`;
}

/** Builds the frame from `entry` in memory: one classic script and one stylesheet, names hashed, and its page. */
export async function bundlePlayground(entry: string): Promise<PlaygroundBundle> {
  const outdir = path.join(path.dirname(entry), '.playground-out');
  const result = await build({
    entryPoints: { preview: entry },
    outdir,
    bundle: true,
    // A classic script: a sandboxed frame has no origin, and module scripts would need CORS headers.
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const files = new Map(result.outputFiles.map((file) => [path.relative(outdir, file.path), file.contents]));
  const names = [...files.keys()];
  const script = names.find((name) => name.endsWith('.js'));
  const stylesheet = names.find((name) => name.endsWith('.css'));
  if (!script || !stylesheet) throw new Error('the playground preview needs a script and a stylesheet');
  const html = previewPage(script, stylesheet);
  const page = script.replace(/\.js$/, '.html');
  files.set(page, new TextEncoder().encode(html));
  const inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
  return { page, files, inputs };
}

/**
 * An integration that builds the preview frame once per build (and again after a change in `astro dev`),
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
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
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
                  return `export default ${JSON.stringify(`${PLAYGROUND_BASE}${(await current()).page}`)};`;
                },
              },
            ],
          },
        });
      },
      'astro:server:setup': ({ server }) => {
        server.watcher.on('change', () => {
          bundle = undefined;
        });
        server.middlewares.use(PLAYGROUND_BASE, async (request, response, next) => {
          const name = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
          const { files } = await current();
          // A page rendered before the last rebuild asks for the old names: answer with the new files.
          const rebuilt = [...files.keys()].find(
            (candidate) => /^preview-\w+\.\w+$/.test(name) && path.extname(candidate) === path.extname(name),
          );
          const file = files.get(name) ?? (rebuilt ? files.get(rebuilt) : undefined);
          if (!file) return next();
          response.setHeader('Content-Type', types[path.extname(name)] ?? 'application/octet-stream');
          response.end(file);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const { files } = await current();
        const out = path.join(fileURLToPath(dir), PLAYGROUND_BASE);
        await mkdir(out, { recursive: true });
        for (const [name, contents] of files) await writeFile(path.join(out, name), contents);
        logger.info(`playground preview: ${files.size} files in ${PLAYGROUND_BASE}`);
      },
    },
  };
}
