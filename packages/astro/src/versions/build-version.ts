// The build of an older version, in a process of its own (see older-versions.ts): Astro's `build` of the
// site, from the Astro the site has, under the version's base, into the version's cache folder. Its
// orders come in its environment (version-build.ts); its argument is Astro's settings for it, as JSON.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Astro's settings of an older version's build. */
export interface VersionBuildSettings {
  readonly root: string;
  readonly base: string;
  readonly outDir: string;
  readonly cacheDir: string;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as VersionBuildSettings;
const fromSite = createRequire(path.join(settings.root, 'package.json'));
const astro = (await import(pathToFileURL(fromSite.resolve('astro')).href)) as {
  build(config: Record<string, unknown>): Promise<void>;
};
try {
  await astro.build({ ...settings, logLevel: 'warn' });
} catch (error) {
  // The site's errors are reported by Astro and the integration already; the code says it failed.
  console.error((error as Error).message);
  process.exitCode = 1;
}
