import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigLoadError, importedNames, isStubCall, loadConfigModule } from './load-config-module.js';

const work = mkdtempSync(path.join(tmpdir(), 'lectern-load-config-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function write(file: string, text: string): string {
  const target = path.join(work, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  return target;
}

describe('loadConfigModule', () => {
  it('runs a TypeScript config whose framework is not installed: defineConfig(x) gives x', async () => {
    const file = write(
      'vp/config.mts',
      "import { defineConfig } from 'vitepress';\nimport { plugin } from 'md-plugin';\nconst n: number = 2;\nexport default defineConfig({ title: 'T', n, use: plugin() });\n",
    );
    const { value, stubbed } = await loadConfigModule(file);
    expect(stubbed).toEqual(['md-plugin', 'vitepress']);
    const config = value as { title: string; n: number; use: unknown };
    expect(config.title).toBe('T');
    expect(config.n).toBe(2);
    expect(isStubCall(config.use) && config.use.stub).toBe('md-plugin.plugin');
  });

  it('records the calls of integrations, so their options can be read', async () => {
    const file = write(
      'sl/astro.config.mjs',
      "import starlight from '@astrojs/starlight';\nimport { defineConfig } from 'astro/config';\nexport default defineConfig({ integrations: [starlight({ title: 'S' })] });\n",
    );
    const { value } = await loadConfigModule(file);
    const [integration] = (value as { integrations: unknown[] }).integrations;
    expect(integration).toMatchObject({ stub: '@astrojs/starlight', args: [{ title: 'S' }] });
  });

  it('runs a CommonJS config with require, require.resolve, local files and an async function export', async () => {
    write('ds/package.json', '{}');
    write('ds/sidebars.js', "module.exports = { docs: ['intro'] };\n");
    const file = write(
      'ds/docusaurus.config.js',
      "const { themes } = require('prism-react-renderer');\nconst sidebars = require('./sidebars.js');\nmodule.exports = async function () { return { sidebarPath: require.resolve('./sidebars.js'), sidebars, dir: __dirname, theme: themes.github }; };\n",
    );
    const { value } = await loadConfigModule(file);
    expect(value).toMatchObject({
      sidebarPath: path.join(work, 'ds', 'sidebars.js'),
      sidebars: { docs: ['intro'] },
      dir: path.join(work, 'ds'),
    });
  });

  it('names the file and line of a syntax error, and says when the config fails as it runs', async () => {
    const broken = write('bad/config.mts', 'export default {\n  title: ,\n};\n');
    await expect(loadConfigModule(broken)).rejects.toThrow(/could not read it: .*config\.mts:2: /);
    const throwing = write('throws/config.mjs', "throw new Error('needs the network');\n");
    const error = await loadConfigModule(throwing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigLoadError);
    expect((error as Error).message).toContain('could not run it: needs the network');
  });
});

describe('importedNames', () => {
  it.each([
    ["import { defineConfig } from 'vitepress'", 'vitepress', ['defineConfig']],
    ["import x, { a, b as c, type T } from 'pkg'", 'pkg', ['T', 'a', 'b']],
    ["import starlight from '@astrojs/starlight'", '@astrojs/starlight', []],
    ["import { a } from 'other'", 'pkg', []],
  ])('%s (from %s) → %j', (source, specifier, names) => {
    expect(importedNames(source, specifier)).toEqual(names);
  });
});
