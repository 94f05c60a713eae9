declare module 'virtual:lectern/config' {
  const config: import('./lib/site-data.js').SiteData;
  export default config;
}
