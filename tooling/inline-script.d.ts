// The type of `…?inline-script` imports (see `inline-script.mjs`): the bundled module as text, an
// expression whose value is its default export. Packages list this file in their tsconfig's `types`.
declare module '*?inline-script' {
  const code: string;
  export default code;
}
