// The layers of the code, checked by `npm test` (`pnpm layers`): no import cycles, type-only ones included,
// and each layer imports only those below it.
//
// - theme-core is pure rules: no React, no other Lectern package.
// - theme-react: components → hooks → stores (`stores/`, one instance of each per page, with the account
//   API in `account/` and the settings' loaders in `settings/`) and page code (`effects/`: what runs on the
//   server-drawn page) → `dom/` → theme-core. Stores import no component, hook or page code; page code no
//   component or hook; hooks no component.
// - component-api (the API readers) sits on theme-core alone: theme-react's build uses it, astro's loader too.
// - Apps use packages only through their exports, never a package's `src/`.
// - The documented demo library (examples/demo-library) stands alone: React only, no Lectern package or app.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Modules that import each other, even for types only: one of them should hold what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'theme-core-is-pure',
      comment: 'theme-core holds rules only: no React, no other Lectern package.',
      severity: 'error',
      from: { path: '^packages/theme-core/src/' },
      to: { path: ['node_modules/(react|react-dom)/', '^packages/(?!theme-core/)'] },
    },
    {
      name: 'component-api-on-theme-core',
      comment: 'The API readers use theme-core only: theme-react builds its API data with them.',
      severity: 'error',
      from: { path: '^packages/component-api/src/' },
      to: { path: '^packages/(?!(theme-core|component-api)/)' },
    },
    {
      name: 'stores-below-ui',
      comment: 'The stores (stores, settings, account) import no component, hook or page code.',
      severity: 'error',
      from: { path: '^packages/theme-react/src/(stores|settings|account)/' },
      to: { path: '^packages/theme-react/src/(components|hooks|effects)/' },
    },
    {
      name: 'page-code-below-components',
      comment: 'The code run on the server-drawn page (effects/) imports no component or hook.',
      severity: 'error',
      from: { path: '^packages/theme-react/src/effects/' },
      to: { path: ['^packages/theme-react/src/components/.*\\.tsx$', '^packages/theme-react/src/hooks/'] },
    },
    {
      name: 'hooks-below-components',
      comment: 'Hooks import no component.',
      severity: 'error',
      from: { path: '^packages/theme-react/src/hooks/' },
      to: { path: '^packages/theme-react/src/components/.*\\.tsx$' },
    },
    {
      name: 'dom-at-the-bottom',
      comment: 'The DOM helpers import only theme-core.',
      severity: 'error',
      from: { path: '^packages/theme-react/src/dom/' },
      to: { path: '^packages/theme-react/src/(?!dom/)' },
    },
    {
      name: 'demo-library-stands-alone',
      comment: 'The documented library is any team’s library: it imports React, never Lectern or the site.',
      severity: 'error',
      // Its tests use the repository's axe helper.
      from: { path: '^examples/demo-library/(src|examples)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^packages/', '^apps/', '^tooling/'] },
    },
    {
      name: 'apps-use-exports',
      comment: "Apps use packages through their exports, never a package's src/.",
      severity: 'error',
      from: { path: '^apps/' },
      to: { path: '^packages/[^/]+/src/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.test\\.tsx?$', '\\.stories\\.tsx$'] },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'types', 'default'],
    },
  },
};
