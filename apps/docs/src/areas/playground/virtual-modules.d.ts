declare module 'virtual:lectern-docs/playground-runtime' {
  /** The address of the playground's preview frame, e.g. `/_playground/preview-AB12CD34.html`. */
  const url: string;
  export default url;
}
