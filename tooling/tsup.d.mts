import type { defineConfig } from 'tsup';

export interface PackageBuildOptions {
  /** Entry points, relative to the package. Defaults to `['src/index.ts']`. */
  entry?: string[] | Record<string, string>;
  /** Compile vanilla-extract styles and write them to `dist/index.css`. */
  css?: boolean;
  /** Bundle each entry with its imports (default), or build every module on its own. */
  bundle?: boolean;
  /** Runs after each successful build, e.g. to copy files tsup does not build. */
  onSuccess?: () => Promise<void>;
}

export declare function definePackageConfig(options?: PackageBuildOptions): ReturnType<typeof defineConfig>;
