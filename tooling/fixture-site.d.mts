/** A site on disk, built on demand. */
export interface FixtureSite {
  root: string;
  /** Writes files into the site (paths relative to its root). */
  write(files: Record<string, string>): void;
  /** A built file's text (path relative to `dist/`). */
  read(file: string): string;
  /**
   * Runs `astro build`; gives its exit status and everything it printed, without colours. `timeoutMs`
   * (default two minutes) ends a build that takes longer, and says so in the output.
   */
  build(options?: { timeoutMs?: number }): { status: number | null; output: string };
  /** Starts `astro dev` on a port; resolves once it answers, with its address and how to stop it. */
  dev(port: number): Promise<{ origin: string; output: () => string; stop: () => void }>;
  remove(): void;
}

/** The folder of @lectern/astro as the module at `from` resolves it (the workspace's package, its links followed). */
export declare function astroPackageFolder(from: string | URL): string;

/**
 * A Lectern site with `files` (its config, content…) in a temporary folder outside the repository,
 * @lectern/astro installed from `astroPackage` as it is published (its `dist/`, which must be newer than
 * its source) and the other packages a site installs linked from its dependencies.
 */
export declare function fixtureSite(
  files: Record<string, string>,
  options: { astroPackage: string },
): FixtureSite;
