import type { defineConfig } from 'tsup';

export interface PackageBuildOptions {
  /** Entry points, relative to the package. Defaults to `['src/index.ts']`. */
  entry?: string[] | Record<string, string>;
  /** Compile vanilla-extract styles and write them to `dist/index.css`. */
  css?: boolean;
}

export declare function definePackageConfig(options?: PackageBuildOptions): ReturnType<typeof defineConfig>;
