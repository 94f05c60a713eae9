import { describe, expect, it } from 'vitest';
import { installEnvironment, registrySettings } from './install.js';
import { installArguments, installCommand, runCommand } from './package-managers.js';

describe('registrySettings', () => {
  it('sends the @lectern scope to the registry, for npm and pnpm in .npmrc', () => {
    expect([...registrySettings('pnpm', 'http://127.0.0.1:4000/')]).toEqual([
      ['.npmrc', '@lectern:registry=http://127.0.0.1:4000/\n'],
    ]);
  });

  it('also in .yarnrc.yml for Yarn, which installs from an http registry only when told it may', () => {
    const files = registrySettings('yarn', 'http://127.0.0.1:4000/');
    expect(files.get('.yarnrc.yml')).toBe(
      'nodeLinker: node-modules\nunsafeHttpWhitelist:\n  - "127.0.0.1"\nnpmScopes:\n  lectern:\n    npmRegistryServer: "http://127.0.0.1:4000/"\n',
    );
  });
});

describe('installEnvironment', () => {
  it('leaves out what npm exec set for create-lectern, and lets Yarn write the lockfile in CI', () => {
    const env = installEnvironment({
      PATH: '/bin',
      CI: '1',
      npm_config_package: 'x.tgz',
      npm_command: 'exec',
    });
    expect(env).toEqual({ PATH: '/bin', CI: '1', YARN_ENABLE_IMMUTABLE_INSTALLS: 'false' });
  });
});

describe('the package managers’ commands', () => {
  it.each([
    ['npm', ['install'], 'npm install', 'npm run dev'],
    ['pnpm', ['install', '--no-frozen-lockfile'], 'pnpm install', 'pnpm dev'],
    ['yarn', [], 'yarn', 'yarn dev'],
  ] as const)('%s installs with %j, says %j, runs %j', (manager, args, command, dev) => {
    expect(installArguments(manager)).toEqual(args);
    expect(installCommand(manager)).toBe(command);
    expect(runCommand(manager, 'dev')).toBe(dev);
  });
});
