import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installedFor, ownDependenciesPlugin, packageNameOf } from './own-dependencies.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A site folder with these packages in its node_modules. */
function siteWith(...packages: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lectern-own-deps-'));
  folders.push(root);
  for (const name of packages) {
    mkdirSync(path.join(root, 'node_modules', name), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', name, 'package.json'), JSON.stringify({ name }));
  }
  return root;
}

describe('packageNameOf', () => {
  it.each([
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@astrojs/react/client.js', '@astrojs/react'],
    ['@lectern/theme-react', '@lectern/theme-react'],
  ])('%s is in %s', (specifier, name) => {
    expect(packageNameOf(specifier)).toBe(name);
  });
});

describe('installedFor', () => {
  it('finds a package in the folder’s node_modules or a parent’s, and not elsewhere', () => {
    const root = siteWith('react');
    const nested = path.join(root, 'apps', 'docs');
    mkdirSync(nested, { recursive: true });
    expect(installedFor(root, 'react')).toBe(true);
    expect(installedFor(nested, 'react')).toBe(true);
    expect(installedFor(root, 'react-dom')).toBe(false);
  });
});

describe('ownDependenciesPlugin', () => {
  const environment = () => ({
    optimizeDeps: { include: ['react', 'react-dom/client', '@astrojs/react/client.js', 'left-alone'] },
    resolve: { dedupe: ['react', 'react-dom', 'left-alone'] },
  });

  it('names React through @lectern/astro and stops deduplicating it when the site has no React', () => {
    const root = siteWith();
    const config = environment();
    ownDependenciesPlugin(() => root).configEnvironment('client', config);
    expect(config.optimizeDeps.include).toEqual([
      '@lectern/astro > react',
      '@lectern/astro > react-dom/client',
      '@lectern/astro > @astrojs/react/client.js',
      'left-alone',
    ]);
    expect(config.resolve.dedupe).toEqual(['left-alone']);
  });

  it('leaves the settings alone for a site that installs React and the renderer itself', () => {
    const root = siteWith('react', 'react-dom', '@astrojs/react');
    const config = environment();
    ownDependenciesPlugin(() => root).configEnvironment('client', config);
    expect(config).toEqual(environment());
  });

  it('bundles on the server a theme package the site installs without React, with the React it bundles', () => {
    const withTheme = siteWith('@lectern/theme-react');
    const server = { consumer: 'server' as const, resolve: { noExternal: ['some-library'] } };
    ownDependenciesPlugin(() => withTheme).configEnvironment('prerender', server);
    expect(server.resolve.noExternal).toEqual(['some-library', '@lectern/theme-react']);
    // In the browser nothing is external; a site with React of its own has one React either way.
    const client = { consumer: 'client' as const, resolve: {} };
    ownDependenciesPlugin(() => withTheme).configEnvironment('client', client);
    expect(client.resolve).toEqual({});
    const withReact = { consumer: 'server' as const, resolve: {} };
    ownDependenciesPlugin(() => siteWith('@lectern/theme-react', 'react')).configEnvironment(
      'ssr',
      withReact,
    );
    expect(withReact.resolve).toEqual({});
    // A site that installs no theme package: nothing to add.
    const bare = { consumer: 'server' as const, resolve: {} };
    ownDependenciesPlugin(() => siteWith()).configEnvironment('ssr', bare);
    expect(bare.resolve).toEqual({});
  });

  it('looks a module the site cannot reach up from @lectern/astro, and leaves other modules to Vite', async () => {
    const asked: [string, string][] = [];
    const context = {
      resolve: async (id: string, importer: string) => {
        asked.push([id, importer]);
        return { id: `/resolved/${id}` };
      },
    };
    const plugin = ownDependenciesPlugin(() => siteWith('react'));
    expect(await plugin.resolveId.call(context, '@lectern/theme-react/nav-bar', undefined, {})).toEqual({
      id: '/resolved/@lectern/theme-react/nav-bar',
    });
    expect(asked).toEqual([
      ['@lectern/theme-react/nav-bar', expect.stringMatching(/own-dependencies\.(ts|js)$/)],
    ]);
    expect(await plugin.resolveId.call(context, 'react', undefined, {})).toBeNull();
    expect(await plugin.resolveId.call(context, 'some-library', undefined, {})).toBeNull();
  });
});
