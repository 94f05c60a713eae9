declare module 'virtual:lectern/config' {
  const config: import('./lib/site-data.js').SiteData;
  export default config;
}

declare module 'virtual:lectern/markdown-components' {
  const components: Readonly<Record<string, import('./lib/mdx-to-markdown.js').MarkdownComponent>>;
  export default components;
}

declare module 'virtual:lectern/layouts' {
  /** The site's own layouts by name (the integration's `layouts` option): Astro components. */
  const layouts: Readonly<
    Record<string, (props: import('./lib/custom-layouts.js').CustomLayoutProps) => unknown>
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
