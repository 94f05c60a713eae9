import { apiSource } from './content-config.js';
import type { CreateOptions } from './create-options.js';
import { runCommand } from './package-managers.js';

/** Where the API tables come from, and how to read another library's. */
function apiSection(options: CreateOptions, folder: string): string[] {
  const { entry } = apiSource(options, folder);
  const reads = [
    '`<ApiTable of="…" />` draws the tables of a component read from its TypeScript as the site builds: each',
    "prop's type, default and allowed values, `onX` callbacks as events, `children` and other `ReactNode` props",
    'as slots, and the JSDoc above each as its description (with `@default` for a default the code does not',
  ];
  const [locale = 'en'] = options.languages;
  const shown = [
    '',
    `Every component gets an API page (\`/${locale}/api/button/\`) and a place in the API explorer (\`/${locale}/api/\`); on a`,
    'guide page, `<ApiTable of="…" />` shows the link to that page, or the tables for a reader who turned on',
    '"API tables on component pages" in the settings (`inline` always shows the tables).',
  ];
  if (options.api !== undefined) {
    return [
      ...reads,
      `show). \`src/content.config.ts\` reads them from the components \`${entry}\` exports, each named`,
      'after its component (`DatePicker` → `<ApiTable of="date-picker" />`). To read more libraries, give',
      "`react` a list: `react: [{ entry: '…' }, { entry: '…' }]`.",
      ...shown,
    ];
  }
  return [
    ...reads,
    `show). \`src/content.config.ts\` reads them from the components \`${entry}\` exports (\`Button\` → \`button\`).`,
    '',
    'To document your own library, point `entry` at the module that exports its components and `tsconfig` at',
    'its `tsconfig.json`, both from this folder:',
    '',
    '```ts',
    "react: { entry: '../my-ui/src/index.ts', tsconfig: '../my-ui/tsconfig.json' },",
    '```',
    '',
    'A package of the same repository is read from its own folder (`../../packages/ui/src/index.ts`), not',
    "through `node_modules`, whose files the reader leaves out. The reader's packages, `typescript` and",
    '`react-docgen-typescript`, are in `package.json`.',
    ...shown,
  ];
}

/** The new site's README: its commands, where things are, where its API comes from, and the next steps. */
export function siteReadme(options: CreateOptions, folder: string): string {
  const run = (script: string) => runCommand(options.packageManager, script);
  const [locale = 'en'] = options.languages;
  const { entry } = apiSource(options, folder);
  const components =
    options.api === undefined
      ? "| `src/components/` | your components, shown by the pages' live examples; `index.ts` exports them for their API tables |"
      : "| `src/components/` | the sample component, shown by its page's live example |";
  const replace =
    options.api === undefined
      ? `2. Replace the sample component with your own: a component in \`src/components/\` exported by its \`index.ts\`, its examples in \`src/examples/\`, its page in \`src/content/docs/${locale}/components/\` with its \`<ApiTable of="…" />\`. The Components sidebar lists every page of that folder by itself.`
      : `2. Give each component of your library a page in \`src/content/docs/${locale}/components/\`, with its examples in \`src/examples/\` and its \`<ApiTable of="…" />\`: the sample component's page shows how. The Components sidebar lists every page of that folder by itself.`;
  const sections = [
    `# ${options.title}`,
    '',
    'The documentation of your component library, built with [Lectern](https://lectern.dev) on [Astro](https://astro.build).',
    '',
    '## Commands',
    '',
    '| command | what it does |',
    '| --- | --- |',
    `| \`${run('dev')}\` | the site with live reload on http://localhost:4321 |`,
    `| \`${run('build')}\` | builds the site into \`dist/\`, with its search index |`,
    `| \`${run('preview')}\` | serves the built site, as it will be published |`,
    '',
    'Lectern sites need Node.js 22.12 or newer.',
    '',
    '## Where things are',
    '',
    '| file | what it is |',
    '| --- | --- |',
    `| \`src/content/docs/${locale}/\` | the pages, in Markdown or MDX: \`guide/index.md\` is \`/${locale}/guide/\` |`,
    `| \`src/content/docs/${locale}/index.md\` | the home page: its hero and feature cards are in its frontmatter |`,
    "| `astro.config.ts` | the site's title, menu, sidebar, languages and search |",
    components,
    '| `src/examples/` | the live examples: `<Example file="button/basic" />` shows `src/examples/button/basic.tsx` and its code |',
    `| \`src/content.config.ts\` | where the API tables come from: the components \`${entry}\` exports, read from their TypeScript |`,
    '| `public/` | files served as they are, such as `favicon.svg` |',
    '',
    '## The API tables',
    '',
    ...apiSection(options, folder),
    '',
    '## Next steps',
    '',
    '1. Set `site` in `astro.config.ts` to the address the site will be published at: canonical links, the sitemap and link previews use it.',
    replace,
    `3. Write the guide in \`src/content/docs/${locale}/guide/\`, and list its pages in the sidebar in \`astro.config.ts\`.`,
    "4. Publish `dist/` on any static host; a site served from a folder of its host sets Astro's `base`.",
    '',
    'The guide of Lectern tells the rest: https://lectern.dev/en/introduction/what-is-lectern/ (the API tables:',
    'https://lectern.dev/en/features/api-reference/).',
    '',
  ];
  return sections.join('\n');
}
