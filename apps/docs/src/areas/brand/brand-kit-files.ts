// The files of the brand kit at /brand/{name}: written into the built site when it is built, and answered
// by the dev server (where an Astro endpoint would ask for a trailing slash after `.png`). Drawn from the
// theme's tokens each time, so they always match the theme.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { brandFile, brandFileBody, brandFiles } from './brand-files';
import { rasterizeSvg } from './rasterize';

/** Where the files are served. */
export const BRAND_BASE = '/brand/';

/** The integration that serves and writes the brand kit's files. */
export function brandKitFiles(): AstroIntegration {
  return {
    name: 'lectern-docs:brand-kit-files',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(BRAND_BASE, async (request, response, next) => {
          const file = brandFile((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
          if (!file) return next();
          response.setHeader('Content-Type', file.contentType);
          response.end(await brandFileBody(file, rasterizeSvg));
        });
      },
      // Before the Lectern integration checks the site's links: the brand page links to these files.
      'astro:build:done': async ({ dir, logger }) => {
        const out = path.join(fileURLToPath(dir), BRAND_BASE);
        await mkdir(out, { recursive: true });
        const files = brandFiles();
        for (const file of files)
          await writeFile(path.join(out, file.name), await brandFileBody(file, rasterizeSvg));
        logger.info(`${files.length} brand kit files in ${BRAND_BASE}`);
      },
    },
  };
}
