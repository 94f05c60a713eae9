// Where the documented library's API is read from (collection `api`): its TypeScript, by @lectern/astro's
// API loader, the way a site documents its own component library; and the API reference guide's small
// Vue and Web Components examples, read the same way beside it.
import { createRequire } from 'node:module';
import type { CustomElementsApiSource, ReactApiSource, VueApiSource } from '@lectern/astro/loaders';

const resolve = createRequire(import.meta.url).resolve;

/** The library's entry and tsconfig, where its package's `exports` lead (@lectern/demo-library). */
export const LIBRARY_API_SOURCE: ReactApiSource = {
  entry: resolve('@lectern/demo-library'),
  tsconfig: resolve('@lectern/demo-library/tsconfig.json'),
};

/** Where the guide's examples of the other readers live: the API explorer leaves them out. */
export const GUIDE_EXAMPLES_FOLDER = 'src/api-examples/';

/** The API reference guide's Vue example library, read with vue-component-meta. */
export const GUIDE_VUE_SOURCE: VueApiSource = {
  entry: './src/api-examples/vue/index.ts',
  tsconfig: './src/api-examples/vue/tsconfig.json',
};

/** The API reference guide's Web Components example, read from its Custom Elements Manifest. */
export const GUIDE_ELEMENTS_SOURCE: CustomElementsApiSource = {
  manifest: './src/api-examples/elements/custom-elements.json',
};
