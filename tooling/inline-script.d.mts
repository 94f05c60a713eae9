/** Bundles a module for a page's inline script; the text evaluates to the module's default export. */
export declare function bundleInlineScript(file: string): Promise<{ code: string; files: string[] }>;
/** The esbuild plugin (tsup's `esbuildPlugins`) that builds `…?inline-script` imports. */
export declare function inlineScriptEsbuildPlugin(): import('esbuild').Plugin;
/** The Vite plugin (vitest) that builds `…?inline-script` imports. */
export declare function inlineScriptVitePlugin(): { name: string; enforce: 'pre' };
