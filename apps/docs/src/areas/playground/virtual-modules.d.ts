declare module 'virtual:lectern-docs/playground-runtime' {
  /** The address of the playground's bundle, e.g. `/_playground/playground-AB12CD34.js`. */
  const url: string;
  export default url;
}
