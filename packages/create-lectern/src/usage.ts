/** The command's help, as `create-lectern --help` prints it. */
export function usage(): string {
  return `Usage: create-lectern [folder] [options]

Writes a new documentation site on Lectern into the folder (my-docs by default) and installs it. On a
terminal it asks for what the options below do not say; with --yes, or when not on a terminal, it asks
nothing and takes the defaults.

Options:
  --title <text>             the site's title (default: from the folder's name)
  --site <address>           the address the site will be published at, e.g. https://docs.example.com
  --languages <codes>        its languages, the default first, e.g. en,zh-CN (default: en)
  --search <choice>          local (an offline index, the default), algolia, or none
  --algolia-app-id <id>      with --search algolia: DocSearch's application id
  --algolia-api-key <key>    with --search algolia: DocSearch's search-only key
  --algolia-index <name>     with --search algolia: DocSearch's index
  --accounts, --no-accounts  login with GitHub or Discord and synced settings (default: no)
  --api <entry>              the API tables of your React library, read from its TypeScript: the module
                             that exports its components, e.g. ../ui/src/index.ts (default: the sample's)
  --api-tsconfig <file>      with --api: the library's tsconfig.json
  --package-manager <name>   npm, pnpm or yarn (default: the one that started create-lectern)
  --packages <folder>        install the Lectern packages from the packed tarballs in this folder
                             (lectern-astro-<version>.tgz and the others), offline or in CI
  --no-install               write the files only
  -y, --yes                  ask nothing: the defaults for what the options do not say
  -h, --help                 this help
  -v, --version              create-lectern's version

To move a VitePress, Starlight or Docusaurus site to Lectern:
  create-lectern migrate <vitepress|starlight|docusaurus> <source> <target>
  (create-lectern migrate --help says more)

Examples:
  npm create lectern@latest my-docs
  pnpm create lectern my-docs --languages en,de --yes
  npx create-lectern my-docs --packages ./tarballs --no-accounts`;
}
