// The command line of `pnpm bench`, read into plain options.

export const ENGINES = ['lectern', 'starlight', 'vitepress'];

/** The options when none are given: what `pnpm bench` measures. */
export const defaultOptions = {
  sizes: [100, 1000],
  runs: 3,
  engines: [...ENGINES],
  lighthouse: true,
  lighthouseRuns: 1,
  /** Lighthouse at every size from 1000 pages (`--curve` with `--lighthouse-runs`), not the largest only. */
  lighthouseEachSize: false,
  /** Lectern is also built once at this many times the largest size, to compare the cost (0: off). */
  scale: 3,
  buildPackages: true,
  keep: false,
  /** One more Lectern build per size under the CPU profiler, summarised in the results. */
  profile: false,
  /** Search against Starlight's Pagefind: index step, bytes and time to the first result (needs both). */
  search: true,
  /** Only the search figures: Lectern and Starlight built once each, no page, JS or Lighthouse figures. */
  searchOnly: false,
  /** The words searched for, each in a fresh browser context (the median is reported). */
  queries: ['hydration', 'middleware', 'serializer', 'throttle', 'breadcrumb'],
  /** How many times each engine's index step runs on its own on the built site (the median is reported). */
  indexRuns: 3,
  /** The largest corpus each engine is built at, by engine (none: every size). */
  maxSizes: {},
  /** Page views a reader makes, following the pager, over which the sidebar's bytes are counted (0: off). */
  sidebarViews: 10,
  /** The table of each measure across the sizes, engine by engine (on with more than one size). */
  curve: false,
  /** Components of the generated library whose API a Lectern site documents, built cold and warm (0: off). */
  api: 0,
  /** Only the API step: no engine builds at the sizes, no Lighthouse, no search. */
  apiOnly: false,
  /** Counts of versions (the current one with older ones) a Lectern site is built with, against one (none: off). */
  versions: [],
  /** Only the versions step. */
  versionsOnly: false,
};

/**
 * What `--curve` changes, unless the command line says otherwise: the growth from 100 to 10 000 pages,
 * one build of each engine at each size, VitePress up to 1000 pages, no Lighthouse, no search.
 */
const curveDefaults = {
  sizes: [100, 1000, 3000, 10_000],
  runs: 1,
  lighthouse: false,
  search: false,
  scale: 0,
  curve: true,
  maxSizes: { vitepress: 1000 },
};

/** What `--search-only` changes, unless the command line says otherwise. */
const searchOnlyDefaults = { engines: ['lectern', 'starlight'], runs: 1, lighthouse: false, scale: 0 };

const usage = `usage: pnpm bench [options]
  --n 100,1000          corpus sizes (pages)
  --runs 3              builds per engine at the largest size (the median is reported); one below it
  --engines lectern,starlight,vitepress
  --skip-lighthouse     no Lighthouse runs
  --lighthouse-runs 1   Lighthouse runs per page; the median by performance score is reported
  --scale 3             also build Lectern once at 3 × the largest --n, to compare the cost (0: off)
  --skip-packages-build do not build the Lectern packages first
  --keep                keep the generated sites in bench/.work/ after the run
  --profile             one more Lectern build per size under node --cpu-prof (results/profiles/)
  --skip-search         no search figures
  --search-only         only the search figures, Lectern against Starlight (one build each, no
                        Lighthouse, no scaling step): pnpm bench --search-only --n 1000
  --queries a,b,c       the words searched for (default: hydration,middleware,serializer,throttle,breadcrumb)
  --index-runs 3        runs of each engine's index step alone on its built site (the median is reported)
  --curve               the growth from 100 to 10 000 pages: --n 100,1000,3000,10000 --runs 1, VitePress up to
                        1000, no Lighthouse, no search, and the table of each measure across the sizes;
                        with --lighthouse-runs, Lighthouse at every size from 1000 pages
  --max-n vitepress:1000,starlight:3000
                        the largest corpus to build each named engine at
  --sidebar-views 10    page views (following the pager) over which the sidebar's bytes are counted (0: off)
  --api 200             also build Lectern at the smallest --n with and without the API of a generated
                        library of 200 React components, cold and warm (what the library adds)
  --api-only            only that step: pnpm bench --api-only --n 100 (200 components unless --api says)
  --versions 3,5        also build Lectern at the smallest --n with that many versions of its docs (older ones
                        from snapshot folders), cold and then with the older ones unchanged, against the same
                        site with one version
  --versions-only       only that step: pnpm bench --versions-only --n 100 (3 and 5 versions unless --versions says)`;

function list(value, name) {
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value\n${usage}`);
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function count(value, name, min) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    throw new Error(`${name}: expected a whole number ≥ ${min} (got ${JSON.stringify(value)})`);
  }
  return number;
}

/**
 * The options of a command line.
 *
 * @example parseOptions(['--n', '100', '--skip-lighthouse']) // { sizes: [100], lighthouse: false, … }
 */
export function parseOptions(argv) {
  const options = { ...defaultOptions, engines: [...defaultOptions.engines], maxSizes: {} };
  const given = new Set(argv.filter((argument) => argument.startsWith('--')));
  if (given.has('--curve'))
    Object.assign(options, curveDefaults, { maxSizes: { ...curveDefaults.maxSizes } });
  if (given.has('--search-only')) {
    // The flags given on the command line win over these, whatever their order.
    Object.assign(options, searchOnlyDefaults, {
      engines: [...searchOnlyDefaults.engines],
      searchOnly: true,
    });
  }
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    const value = argv[index + 1];
    switch (flag) {
      case '--n':
        options.sizes = list(value, flag).map((size) => count(size, flag, 1));
        index++;
        break;
      case '--runs':
        options.runs = count(value, flag, 1);
        index++;
        break;
      case '--engines':
        options.engines = list(value, flag);
        for (const engine of options.engines) {
          if (!ENGINES.includes(engine)) throw new Error(`--engines: unknown engine "${engine}"\n${usage}`);
        }
        index++;
        break;
      case '--skip-lighthouse':
        options.lighthouse = false;
        break;
      case '--lighthouse-runs':
        options.lighthouseRuns = count(value, flag, 1);
        index++;
        break;
      case '--scale':
        options.scale = count(value, flag, 0);
        index++;
        break;
      case '--skip-packages-build':
        options.buildPackages = false;
        break;
      case '--keep':
        options.keep = true;
        break;
      case '--profile':
        options.profile = true;
        break;
      case '--skip-search':
        options.search = false;
        break;
      case '--search-only':
        break;
      case '--queries':
        options.queries = list(value, flag);
        index++;
        break;
      case '--index-runs':
        options.indexRuns = count(value, flag, 1);
        index++;
        break;
      case '--curve':
        break;
      case '--max-n':
        for (const limit of list(value, flag)) {
          const [engine, size] = limit.split(':');
          if (!ENGINES.includes(engine)) throw new Error(`--max-n: unknown engine "${engine}"\n${usage}`);
          options.maxSizes[engine] = count(size, `--max-n ${engine}`, 1);
        }
        index++;
        break;
      case '--sidebar-views':
        options.sidebarViews = count(value, flag, 0);
        index++;
        break;
      case '--api':
        options.api = count(value, flag, 0);
        index++;
        break;
      case '--api-only':
        break;
      case '--versions':
        options.versions = [...new Set(list(value, flag).map((versions) => count(versions, flag, 2)))].sort(
          (a, b) => a - b,
        );
        index++;
        break;
      case '--versions-only':
        break;
      case '--help':
      case '-h':
        return { help: usage };
      default:
        throw new Error(`unknown option ${flag}\n${usage}`);
    }
  }
  options.sizes = [...new Set(options.sizes)].sort((a, b) => a - b);
  // The curve leaves Lighthouse out unless runs are asked for: then it runs at every size from 1000 pages.
  if (given.has('--curve') && given.has('--lighthouse-runs') && !given.has('--skip-lighthouse')) {
    options.lighthouse = true;
    options.lighthouseEachSize = true;
  }
  if (options.sizes.length > 1) options.curve = true;
  if (given.has('--api-only')) {
    if (given.has('--api') && options.api === 0)
      throw new Error(`--api-only and --api 0 contradict\n${usage}`);
    Object.assign(options, {
      apiOnly: true,
      api: given.has('--api') ? options.api : 200,
      engines: ['lectern'],
    });
    Object.assign(options, { lighthouse: false, search: false, scale: 0, curve: false });
  }
  if (given.has('--versions-only')) {
    if (given.has('--api-only')) throw new Error(`--versions-only and --api-only contradict\n${usage}`);
    Object.assign(options, {
      versionsOnly: true,
      versions: given.has('--versions') ? options.versions : [3, 5],
      engines: ['lectern'],
      lighthouse: false,
      search: false,
      scale: 0,
      curve: false,
    });
  }
  if (options.searchOnly && !options.search)
    throw new Error(`--search-only and --skip-search contradict\n${usage}`);
  if (options.searchOnly) {
    // Only the two compared engines are worth building.
    options.engines = options.engines.filter((engine) => engine === 'lectern' || engine === 'starlight');
    if (options.engines.length < 2)
      throw new Error(`--search-only compares Lectern with Starlight: --engines must include both\n${usage}`);
  }
  return options;
}

/** The engines built at one corpus size: those of the run, but for an engine's `--max-n` below it. */
export function enginesAt(options, size) {
  return options.engines.filter((engine) => !(options.maxSizes[engine] < size));
}
