import type { ApiSearchEntry } from '@lectern/search/node';
import { themeConfigSchema } from '@lectern/theme-core/config';
import { z } from 'zod';

/** A set of components with API pages: a content collection of API data (see `apiLoader`). */
const apiPageSetSchema = z.strictObject({
  collection: z.string().min(1).meta({
    description:
      'The content collection of the set\'s API data, e.g. `api` (the one `<ApiTable of="…" />` reads). Its name is the explorer\'s filter value in the address (`?from=api`).',
  }),
  prefix: z
    .string()
    .regex(/^[a-z0-9-]*$/, 'expected lowercase letters, digits and dashes, e.g. "theme-"')
    .optional()
    .meta({
      description:
        "What the set's pages' addresses start with after the API path: with `theme-`, the entry `nav-bar` is at `/{locale}/api/theme-nav-bar/`. Two sets whose pages would share an address fail the build.",
      default: '',
    }),
  title: z.string().min(1).optional().meta({
    description:
      "The set's heading in the explorer and its name on its components' pages, e.g. `Theme components`. Needed when there are several sets.",
  }),
  label: z.string().min(1).optional().meta({
    description: "The set's choice in the explorer's filter, e.g. `Theme`. Default: its title.",
  }),
  description: z.string().min(1).optional().meta({
    description: "A sentence under the set's heading in the explorer, with `code` in backticks.",
  }),
  importFrom: z.string().min(1).optional().meta({
    description:
      "The package the set's components are imported from: each page shows its import line (`import { Button } from 'my-ui';`).",
  }),
  exclude: z.array(z.string().min(1)).optional().meta({
    description:
      "Source files, and folders ending in `/`, from the site's root, whose components get no page (e.g. a guide's small examples read into the same collection).",
  }),
});

/** The API pages and the explorer: where they are and what they list. */
const apiPagesSchema = z
  .strictObject({
    path: z
      .string()
      .regex(
        /^[a-z0-9-]+(\/[a-z0-9-]+)*$/,
        'expected a path without slashes at its ends, e.g. "api" or "reference/api"',
      )
      .optional()
      .meta({
        description:
          'Where the pages are in each language: the explorer at `/{locale}/{path}/`, a component at `/{locale}/{path}/{entry}/`.',
        default: 'api',
      }),
    sets: z.array(apiPageSetSchema).min(1).optional().meta({
      description:
        'The sets of components, in the order the explorer lists them: the first is listed alone until the reader chooses another. Default: the `api` collection, when the site has one.',
    }),
    sourceLink: z
      .string()
      .includes(':path', { message: 'expected an address with :path in it' })
      .optional()
      .meta({
        description:
          "The address of a component's source file, with `:path` for its path from `sourceRoot` (`https://github.com/me/ui/blob/main/:path`): each page links its source there. Without it the path is shown as text.",
      }),
    sourceRoot: z.string().min(1).optional().meta({
      description:
        "The folder a component's source path is shown from, relative to the site's root: the repository's root for a site in a monorepo (`../..`).",
      default: '.',
    }),
  })
  .superRefine((pages, context) => {
    const sets = pages.sets ?? [];
    sets.forEach((set, index) => {
      if (sets.length > 1 && set.title === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['sets', index, 'title'],
          message: 'a title is needed when there are several sets, e.g. "Theme components"',
        });
      }
      if (sets.findIndex((other) => other.collection === set.collection) !== index) {
        context.addIssue({
          code: 'custom',
          path: ['sets', index, 'collection'],
          message: `the collection ${JSON.stringify(set.collection)} is listed already`,
        });
      }
    });
  });

/** A version of the docs: its name (the first segment of its addresses) and label. */
const versionNameSchema = z
  .string()
  .regex(
    /^[0-9A-Za-z][0-9A-Za-z._-]*$/,
    'expected one address segment of letters, digits, ".", "_" and "-", e.g. "0.1"',
  );

const versionLabelSchema = z.string().min(1).optional().meta({
  description: 'What the version menu and the banner call it, e.g. `v0.1`. Default: its name.',
});

/** An older version of the docs: where its content comes from. */
const olderVersionSchema = z
  .strictObject({
    name: versionNameSchema.meta({
      description: 'The segment its addresses start with: `0.1` is at `/0.1/{locale}/…`.',
    }),
    label: versionLabelSchema,
    ref: z.string().min(1).optional().meta({
      description:
        "A git tag, branch or commit whose content folder is this version's content (`v0.1.0`). The site's repository must have it: a shallow clone in CI needs `git fetch --tags` (or `fetch-depth: 0`).",
    }),
    snapshot: z.string().min(1).optional().meta({
      description:
        "A folder, relative to the site's root, holding this version's content as the content folder held it (`versions/0.1`): for a version whose history is gone, or archived to keep the repository's history short.",
    }),
    contentDir: z.string().min(1).optional().meta({
      description:
        "With `ref`: the content folder at that ref, relative to the site's root, when it was elsewhere then. Default: today's content folder (`contentDir`).",
    }),
    api: z
      .union([z.literal(false), z.record(z.string().min(1), z.string().min(1))])
      .optional()
      .meta({
        description:
          "This version's API data, by API collection (`{ api: 'versions/0.1-api.json' }`): each a file, relative to the site's root, in the form a library publishes (`writePublishedApi`). The current API is compared with it to mark what each later version added, changed or removed, and this version's pages show its own API. With `ref`, a collection not named here is read from its API loader's sources at that ref; `false` reads none there.",
      }),
    editLink: z
      .string()
      .includes(':path', { message: 'expected an address with :path in it' })
      .optional()
      .meta({
        description:
          'The "edit this page" address of the version\'s pages, with `:path` for the page\'s path in its content folder (`https://github.com/me/ui/edit/v0.1/docs/:path`). Default: none, for a version is not edited where the current one is.',
      }),
  })
  .superRefine((version, context) => {
    if ((version.ref === undefined) === (version.snapshot === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['ref'],
        message:
          'expected either ref (a git tag, branch or commit) or snapshot (a folder), not both or neither',
      });
    }
    if (version.contentDir !== undefined && version.ref === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['contentDir'],
        message:
          "contentDir is the content folder at the version's ref: a snapshot is its content folder already",
      });
    }
  });

/** The site's versions of its docs. */
const versionsSchema = z.strictObject({
  current: z
    .strictObject({
      name: versionNameSchema.meta({
        description: "The current version's name, e.g. `0.2` (its pages keep the plain addresses).",
      }),
      label: versionLabelSchema,
    })
    .meta({ description: 'The version built from the working tree, at the plain addresses.' }),
  older: z.array(olderVersionSchema).meta({
    description:
      "The older versions, newest first: each is built with today's theme under `/{name}/`, and its built pages are kept in the cache folder until its content, the Lectern packages or the site's own files change.",
  }),
  index: z.boolean().optional().meta({
    description:
      "Let search engines index the older versions' pages. By default they are `noindex`, their canonical address is the current version's same page, and the sitemap lists the current version only.",
    default: false,
  }),
  env: z
    .array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected the name of an environment variable'))
    .optional()
    .meta({
      description:
        "The environment variables the site's build reads besides `PUBLIC_*` (which Astro puts into the pages and are always counted), e.g. `['DOCS_API_URL']`: an older version is built again when one of them changes, and taken from the cache while none does.",
    }),
});

/**
 * The options of the Lectern integration, `lectern({ … })`: the theme settings (`config`) and what the
 * integration does with the site's files. Each field's description is the one place it is described:
 * the `LecternOptions` type (for editors) and the configuration reference are made from it.
 */
export const lecternOptionsSchema = z
  .strictObject({
    config: themeConfigSchema.optional().meta({
      description:
        'The theme settings: title, logo, navigation bar, sidebars, edit link, footer, languages and the rest (see the configuration reference). Checked when the site builds.',
      tsType: 'LecternUserConfig',
    }),
    configFile: z.string().min(1).optional().meta({
      description:
        'The file the theme settings come from, named in error messages, e.g. `src/site-config.ts` when `config` is imported from there.',
      default: 'astro.config',
    }),
    contentDir: z.string().min(1).optional().meta({
      description: "The content folder of the `docs` collection, relative to the site's root.",
      default: 'src/content/docs',
    }),
    redirects: z.string().min(1).optional().meta({
      description:
        "The legacy-address table, a JSON file relative to the site's root (see `@lectern/redirects`): checked against the built site and written as static redirect pages, `_redirects`, `vercel.json` and an nginx map at build; answered with `301` by the dev server. A table with errors fails the build.",
    }),
    translationGuide: z.string().startsWith('/').optional().meta({
      description:
        'The page explaining how to contribute a translation, written without a language (`/introduction/help-translate/`): every page of the in-context translation mode links to it.',
    }),
    markdownComponents: z.string().min(1).optional().meta({
      description:
        "A module, relative to the site's root, whose default export turns the site's components into Markdown for the pages' `.md` sources (`{ Card: ({ title }, content) => '…' }`, see `MarkdownComponent`). The built-in components (`Example`, `ApiTable`, `Badge`) have theirs, which an entry of the same name replaces; a component without an entry keeps its content and loses its tags. An MDX page's imports are left out.",
    }),
    components: z.record(z.string().min(1), z.string().min(1)).optional().meta({
      description:
        "Components every page can use without importing them: a name for each (starting with a capital letter) and its module's path relative to the site's root, its default export unless a named export follows `#` (`{ Button: './src/components/Button.tsx', Card: './src/components/Card.astro', Tabs: './src/components/index.ts#Tabs' }`). They work in `.mdx` pages and, written as HTML tags, in `.md` pages; a site's component of the same name as a built-in one (`Example`, `ApiTable`, `Badge`) takes its place. A missing file or export fails the build.",
    }),
    examplesDir: z.string().min(1).optional().meta({
      description:
        'The folder of the live examples that `<Example file="button/basic" />` shows, relative to the site\'s root: `button/basic` is its file `button/basic.tsx`, and `button/basic.composition.tsx` the same example in its composition form. A package\'s folder, as the site imports it (`\'@acme/ui/examples\'`), when the package exports it (`"./examples/*": "./examples/*"`).',
      default: 'src/examples',
    }),
    layouts: z.record(z.string().min(1), z.string().min(1)).optional().meta({
      description:
        "The site's own layouts: a name for each, and its Astro component's path relative to the site's root (`{ releases: './src/layouts/Releases.astro' }`). A page with `layout: <name>` is drawn by that component inside the theme's navigation bar, sidebar and footer; a page naming a layout that is neither built in nor here fails the build.",
    }),
    searchApi: z
      .array(
        z.custom<ApiSearchEntry>((entry) => typeof entry === 'object' && entry !== null, {
          message: 'expected { api, url }',
        }),
      )
      .readonly()
      .optional()
      .meta({
        description:
          'More component API data made searchable as typed results ("alert › prop › type") when the site searches offline: each entry\'s API data and the page that shows it, with `{locale}` for the language (`{ api, url: \'/{locale}/components/alert/\' }`, see `@lectern/search/node`). Every entry of the `api` collection a page shows with `<ApiTable of="…" />` is searchable without it, at that page; an entry given here keeps its own page.',
        tsType: 'readonly ApiSearchEntry[]',
      }),
    apiPages: z
      .union([z.literal(false), apiPagesSchema])
      .optional()
      .meta({
        description:
          'The API pages: a page per component (`/{locale}/api/button/`: its description, examples, source, guide page and API tables) and the API explorer listing them all (`/{locale}/api/`), from the `api` collection when the site has one. `false` builds none; an object moves them or lists other collections.',
      }),
    uncheckedLinks: z.array(z.string().startsWith('/')).optional().meta({
      description:
        "Address prefixes the build's dead-link check leaves alone: pages the same host serves that this build does not make. A `*` segment stands for any one segment (`['/*/api/']`).",
    }),
    versions: versionsSchema.optional().meta({
      description:
        'Versions of the docs: the current one from the working tree at the plain addresses, each older one from a git ref or a snapshot folder at `/{name}/{locale}/…`, with a version menu in the bar, a banner leading to the latest, and a search of its own (see the Versions guide).',
    }),
    accounts: z.boolean().optional().meta({
      description:
        'Accounts (`@lectern/accounts`, installed beside this package): "Log in with GitHub" and "Log in with Discord" in the settings panel, settings saved to the account and synced across devices, subscriber perks, and the dashboard at `/{locale}/user/dashboard/`. The routes under `/auth/` and `/api/` run on demand, so the site needs a server adapter (e.g. `@astrojs/node`).',
      default: false,
    }),
  })
  .meta({ description: 'The options of the Lectern integration, `lectern({ … })`.' });

/** An older version of the docs as the options give it, `lectern({ versions: { older: [{ … }] } })`. */
export type OlderVersionOptions = z.output<typeof olderVersionSchema>;

/** The versions of the docs as the options give them, `lectern({ versions: { … } })`. */
export type VersionsOptions = z.output<typeof versionsSchema>;

/** The API pages' options, `lectern({ apiPages: { … } })`. */
export type ApiPagesOptions = z.input<typeof apiPagesSchema>;

/** The integration's options once checked (the theme settings are checked on their own). */
export type CheckedLecternOptions = Omit<z.output<typeof lecternOptionsSchema>, 'config'>;
