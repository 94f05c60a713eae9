// The one tsup preset every publishable package builds with: ESM, type declarations, source maps and,
// for packages with vanilla-extract styles, the precompiled CSS written to dist/index.css.
import { defineConfig } from 'tsup';
import { inlineScriptEsbuildPlugin } from './inline-script.mjs';

/**
 * @param {import('./tsup.d.mts').PackageBuildOptions} [options]
 * @returns {ReturnType<typeof defineConfig>}
 */
export function definePackageConfig({
  entry = ['src/index.ts'],
  css = false,
  bundle = true,
  onSuccess,
} = {}) {
  return defineConfig(async () => {
    // `…?inline-script` imports: a module bundled and minified for a page's inline script, as text.
    const esbuildPlugins = [inlineScriptEsbuildPlugin()];
    if (css) {
      const { vanillaExtractPlugin } = await import('@vanilla-extract/esbuild-plugin');
      esbuildPlugins.push(vanillaExtractPlugin({ outputCss: true, identifiers: 'short' }));
    }
    return {
      entry,
      bundle,
      onSuccess,
      format: ['esm'],
      target: 'es2022',
      platform: 'neutral',
      dts: true,
      sourcemap: true,
      clean: true,
      treeshake: bundle,
      removeNodeProtocol: false,
      // Node built-ins stay imports (only Node-only entry points use them).
      external: [/^node:/],
      esbuildPlugins,
    };
  });
}
