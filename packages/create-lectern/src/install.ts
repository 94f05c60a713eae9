import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installArguments, type PackageManager } from './package-managers.js';
import type { TarballRegistry } from './tarball-registry.js';

/** The settings, written beside the site for the length of the install, that send `@lectern/*` to the registry. */
export function registrySettings(manager: PackageManager, registry: string): Map<string, string> {
  const files = new Map<string, string>();
  // npm, pnpm and yarn 1 read a scoped registry from .npmrc.
  files.set('.npmrc', `@lectern:registry=${registry}\n`);
  if (manager === 'yarn') {
    // Yarn 2 and later read .yarnrc.yml, and install from an http registry only when told it may.
    const host = new URL(registry).hostname;
    files.set(
      '.yarnrc.yml',
      `nodeLinker: node-modules\nunsafeHttpWhitelist:\n  - "${host}"\nnpmScopes:\n  lectern:\n    npmRegistryServer: "${registry}"\n`,
    );
  }
  return files;
}

/**
 * The environment of the install: the caller's, without what `npm exec` sets for the command it ran, and
 * with Yarn (2 and later) allowed to write the new site's lockfile in CI, where it would otherwise refuse.
 */
export function installEnvironment(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...environment, YARN_ENABLE_IMMUTABLE_INSTALLS: 'false' };
  for (const name of ['npm_config_package', 'npm_config_yes', 'npm_config_call', 'npm_command']) {
    delete env[name];
  }
  return env;
}

/** What the install reports as it goes. */
export interface InstallOutput {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/**
 * Installs a new site's dependencies with its package manager, in its folder; with a registry of packed
 * packages, `@lectern/*` come from it (its settings are written beside the site for the install and
 * removed after). Resolves with the package manager's exit status.
 */
export async function installDependencies(options: {
  folder: string;
  manager: PackageManager;
  registry?: TarballRegistry | undefined;
  environment: NodeJS.ProcessEnv;
  output: InstallOutput;
}): Promise<number> {
  const written = options.registry ? registrySettings(options.manager, options.registry.url) : new Map();
  for (const [file, text] of written) writeFileSync(path.join(options.folder, file), text);
  try {
    return await new Promise<number>((resolve) => {
      const child = spawn(options.manager, installArguments(options.manager), {
        cwd: options.folder,
        env: installEnvironment(options.environment),
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: process.platform === 'win32',
      });
      child.stdout?.pipe(options.output.stdout, { end: false });
      child.stderr?.pipe(options.output.stderr, { end: false });
      child.on('error', (error) => {
        options.output.stderr.write(`could not run ${options.manager}: ${error.message}\n`);
        resolve(127);
      });
      child.on('close', (status) => resolve(status ?? 1));
    });
  } finally {
    for (const file of written.keys()) rmSync(path.join(options.folder, file), { force: true });
  }
}
