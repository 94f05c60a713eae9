declare module 'virtual:lectern/config' {
  const config: import('./site/site-data.js').SiteData;
  export default config;
}

declare module 'virtual:lectern/markdown-components' {
  const components: Readonly<Record<string, import('./page-markdown/mdx-to-markdown.js').MarkdownComponent>>;
  export default components;
}

declare module 'virtual:lectern/layouts' {
  /** The site's own layouts by name (the integration's `layouts` option): Astro components. */
  const layouts: Readonly<
    Record<string, (props: import('./site/custom-layouts.js').CustomLayoutProps) => unknown>
  >;
  export default layouts;
}

declare module 'virtual:lectern/docsearch' {
  /**
   * With the `algolia` provider: hands the search opener's requests to Algolia DocSearch, loaded on the
   * first one; returns a function that undoes it. Undefined with any other provider.
   */
  export const installSiteDocSearch: (() => () => void) | undefined;
}

declare module 'virtual:lectern/components' {
  /** The site's own components by name (the integration's `components` option): Astro or React components. */
  const components: Readonly<Record<string, unknown>>;
  export default components;
}

declare module 'virtual:lectern/examples' {
  /** The examples' folder from the site's root, e.g. `src/examples` (the integration's `examplesDir`). */
  export const examplesDir: string;
  /** Each example's module, loaded when asked for, keyed by its path from the site's root (`/src/examples/a/b.tsx`). */
  export const exampleModules: Readonly<
    Record<string, () => Promise<{ default?: import('react').ComponentType }>>
  >;
}

declare module 'virtual:lectern/example-sources' {
  /** Each example's source text, loaded when asked for, keyed as `exampleModules` are. */
  export const exampleSources: Readonly<Record<string, () => Promise<string>>>;
}
