import { cp } from 'node:fs/promises';
import { definePackageConfig } from '@lectern/tooling/tsup';

// Every module is built on its own (no bundling), so the Astro components copied beside them can import
// them by their paths; Astro compiles the `.astro` files in the site that installs the package.
export default definePackageConfig({
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.d.ts', '!src/test/**'],
  bundle: false,
  onSuccess: async () => {
    // The Astro components are copied as they are; their TypeScript neighbours are built above.
    const astroOnly = (source: string) => !/\.tsx?$/.test(source);
    await cp('src/routes', 'dist/routes', { recursive: true, filter: astroOnly });
    await cp('src/components', 'dist/components', { recursive: true, filter: astroOnly });
    await cp('src/virtual.d.ts', 'dist/virtual.d.ts');
  },
});
