import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A route as the `astro:routes:resolved` hook gives it, as far as the report needs it. */
export interface RouteOfSite {
  /** The route's pattern, e.g. `/[locale]/api`. */
  pattern: string;
  /** Its component: a path from the site's root for the site's own pages, else a module specifier. */
  entrypoint: string;
  /** `project` for the site's own pages. */
  origin: string;
}

/** What the report says made a page: the site's page file, or the integration's route. */
function describe(route: RouteOfSite): string {
  if (route.origin === 'project') return route.entrypoint;
  const theme = /^@lectern\/astro\/routes\/(.+?)(\.astro|\.js)?$/.exec(route.entrypoint);
  return theme ? `the theme's ${theme[1]} route` : route.entrypoint;
}

/**
 * What made each built file, by its path in the built site (`en/api/index.html` →
 * `src/pages/[locale]/api/index.astro`), from the routes and the files each one wrote (the `assets` of
 * the `astro:build:done` hook).
 */
export function routeOrigins(
  routes: readonly RouteOfSite[],
  assets: ReadonlyMap<string, readonly URL[]> | undefined,
  distDir: string,
): Map<string, string> {
  const origins = new Map<string, string>();
  const byPattern = new Map(routes.map((route) => [route.pattern, route]));
  for (const [pattern, files] of assets ?? []) {
    const route = byPattern.get(pattern);
    if (!route) continue;
    for (const file of files) {
      const relative = path.relative(distDir, fileURLToPath(file)).split(path.sep).join('/');
      origins.set(relative, describe(route));
    }
  }
  return origins;
}
