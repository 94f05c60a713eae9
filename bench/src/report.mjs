// The figures as one Markdown table: a row per measure and corpus size, a column per engine, the
// ratios of Lectern to each peer, and whether Lectern meets its target.
import { ratio } from './stats.mjs';

const KIB = 1024;
const MIB = 1024 * 1024;
/** "Near zero" JavaScript before the first interaction: at most this much, gzipped. */
export const NEAR_ZERO_JS_GZIP = 5 * KIB;
/** Building 3× the pages may cost at most 3.1× as much: at most this much over linear growth. */
export const SCALE_SLACK = 3.1 / 3;

const seconds = (ms) => (ms === undefined ? undefined : `${(ms / 1000).toFixed(1)} s`);
const mib = (bytes) => (bytes === undefined ? undefined : `${(bytes / MIB).toFixed(0)} MiB`);
const kib = (bytes) => (bytes === undefined ? undefined : `${(bytes / KIB).toFixed(1)}`);
const sizes = (pair) => (pair === undefined ? undefined : `${kib(pair.gzip)} (${kib(pair.raw)})`);
const plain = (value, digits = 0) => (value === undefined ? undefined : value.toFixed(digits));

/** Whether every part of a target is met: false if one is missed, unknown if one could not be judged. */
const allMet = (parts) => (parts.includes(false) ? false : parts.includes(undefined) ? undefined : true);

/**
 * The measures of the table: label, how to read the figure of one engine's results, how to print it,
 * and Lectern's target given its figure and the peers' (undefined: no target).
 */
const measures = [
  {
    label: 'build time (median)',
    value: (r) => r.build?.medianWallMs,
    format: seconds,
    target: (l, s, v) => ({
      text: '≤ 0.5 × Starlight, < VitePress',
      met: allMet([s === undefined ? undefined : l <= 0.5 * s, v === undefined ? undefined : l < v]),
    }),
  },
  {
    label: 'build peak memory (median)',
    value: (r) => r.build?.medianPeakTreeBytes,
    format: mib,
    target: (l, s) => ({ text: '< Starlight', met: s === undefined ? undefined : l < s }),
  },
  { label: 'output size', value: (r) => r.output?.bytes, format: mib },
  {
    label: 'doc page HTML, KiB gzip (raw)',
    value: (r) => r.page?.html.gzip,
    show: (r) => sizes(r.page?.html),
  },
  { label: 'doc page CSS, KiB gzip (raw)', value: (r) => r.page?.css.gzip, show: (r) => sizes(r.page?.css) },
  {
    label: 'sidebar over the page views, KiB gzip (raw)',
    value: (r) => r.sidebarViews?.total.gzip,
    show: (r) => sizes(r.sidebarViews?.total),
  },
  {
    label: 'doc page JS referenced, KiB gzip (raw)',
    value: (r) => r.page?.js.gzip,
    show: (r) => sizes(r.page?.js),
  },
  {
    label: 'JS fetched before first interaction, KiB gzip',
    value: (r) => r.browser?.beforeInteraction.gzip,
    format: kib,
    target: (l) => ({ text: `≤ ${NEAR_ZERO_JS_GZIP / KIB} KiB (near zero)`, met: l <= NEAR_ZERO_JS_GZIP }),
  },
  {
    label: 'JS fetched on load + first interaction, KiB gzip',
    value: (r) => r.browser?.afterInteraction.gzip,
    format: kib,
    target: (l, s) => ({ text: '≤ Starlight', met: s === undefined ? undefined : l <= s }),
  },
  {
    label: 'Lighthouse performance',
    value: (r) => r.lighthouse?.performance,
    format: plain,
    target: (l) => ({ text: '100', met: l === 100 }),
  },
  {
    label: 'Lighthouse accessibility',
    value: (r) => r.lighthouse?.accessibility,
    format: plain,
    target: (l) => ({ text: '100', met: l === 100 }),
  },
  {
    label: 'Lighthouse LCP',
    value: (r) => r.lighthouse?.lcpMs,
    format: (ms) => plain(ms) && `${plain(ms)} ms`,
  },
  {
    label: 'Lighthouse TBT',
    value: (r) => r.lighthouse?.tbtMs,
    format: (ms) => plain(ms) && `${plain(ms)} ms`,
  },
  { label: 'Lighthouse CLS', value: (r) => r.lighthouse?.cls, format: (value) => plain(value, 3) },
];

const mark = (met) => (met === undefined ? '' : met ? ' ✓' : ' ✗');
const ratioText = (value) => (value === undefined ? '–' : value.toFixed(2));

/** The Markdown table of a bench run's results (see bench.mjs for their shape). */
export function resultsTable(results, engines) {
  const peers = ['starlight', 'vitepress'];
  const head = [
    'N',
    'measure',
    'Lectern',
    'Starlight',
    'VitePress',
    'Lectern / Starlight',
    'Lectern / VitePress',
    'target (Lectern)',
  ];
  const rows = [];
  for (const [size, byEngine] of Object.entries(results.sizes)) {
    for (const measure of measures) {
      const values = Object.fromEntries(
        engines.map((engine) => [engine, measure.value(byEngine[engine] ?? {})]),
      );
      if (Object.values(values).every((value) => value === undefined)) continue;
      const cell = (engine) => {
        const result = byEngine[engine];
        if (!result) return '–';
        return (measure.show ? measure.show(result) : measure.format(values[engine])) ?? '–';
      };
      const lectern = values.lectern;
      const target =
        measure.target && lectern !== undefined
          ? measure.target(lectern, values.starlight, values.vitepress)
          : undefined;
      rows.push([
        size,
        measure.label,
        cell('lectern'),
        cell('starlight'),
        cell('vitepress'),
        ...peers.map((peer) => ratioText(ratio(lectern, values[peer]))),
        target ? `${target.text}${mark(target.met)}` : '',
      ]);
    }
  }
  if (results.scale) {
    const { size, baseSize, wallMs, baseWallMs, peakTreeBytes } = results.scale;
    const factor = ratio(wallMs, baseWallMs);
    const limit = SCALE_SLACK * (size / baseSize);
    rows.push([
      `${size} / ${baseSize}`,
      'Lectern build time, one run vs the median',
      `${seconds(wallMs)} vs ${seconds(baseWallMs)} (${mib(peakTreeBytes)})`,
      '',
      '',
      '',
      '',
      `≤ ${limit.toFixed(1)}×: ${ratioText(factor)}×${mark(factor === undefined ? undefined : factor <= limit)}`,
    ]);
  }
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Page HTML may grow at most this much from the smallest corpus to the largest. */
export const PAGE_GROWTH_LIMIT = 1.1;

/**
 * The measures of the curve table: label, one engine's figure at one size, how to print it, and whether
 * its growth from the smallest size to the largest means something (not for scores and timings).
 */
const curveMeasures = [
  {
    label: 'doc page HTML, KiB gzip (raw)',
    value: (r) => r.page?.html.gzip,
    show: (r) => sizes(r.page?.html),
    target: { text: `≤ ${PAGE_GROWTH_LIMIT} ×`, limit: PAGE_GROWTH_LIMIT },
  },
  { label: 'output size', value: (r) => r.output?.bytes, format: mib },
  { label: 'build time', value: (r) => r.build?.medianWallMs, format: seconds },
  { label: 'build peak memory', value: (r) => r.build?.medianPeakTreeBytes, format: mib },
  {
    label: 'sidebar over the page views, KiB gzip (raw)',
    value: (r) => r.sidebarViews?.total.gzip,
    show: (r) => sizes(r.sidebarViews?.total),
  },
  {
    label: 'Lighthouse performance (each run)',
    value: (r) => r.lighthouse?.performance,
    growth: false,
    show: (r) => r.lighthouse && `${r.lighthouse.performance} (${r.lighthouse.scores.join(', ')})`,
  },
  {
    label: 'Lighthouse LCP / TBT, median run',
    value: (r) => r.lighthouse?.tbtMs,
    growth: false,
    show: (r) => r.lighthouse && `${Math.round(r.lighthouse.lcpMs)} / ${Math.round(r.lighthouse.tbtMs)} ms`,
  },
];

const ENGINE_NAMES = { lectern: 'Lectern', starlight: 'Starlight', vitepress: 'VitePress' };

/**
 * How each engine's figures grow with the site, as one Markdown table: a row per engine and measure, a
 * column per corpus size, and the figure at the largest size the engine was built at over the smallest
 * (with Lectern's target for its page HTML). Undefined with one size.
 */
export function curveTable(results, engines) {
  const all = Object.keys(results.sizes)
    .map(Number)
    .sort((a, b) => a - b);
  if (all.length < 2) return undefined;
  const head = [
    'engine',
    'measure',
    ...all.map((size) => `N = ${size}`),
    'largest / smallest',
    'target (Lectern)',
  ];
  const rows = [];
  for (const engine of engines) {
    const built = all.filter((size) => results.sizes[size]?.[engine]);
    if (built.length === 0) continue;
    for (const measure of curveMeasures) {
      const values = built.map((size) => measure.value(results.sizes[size][engine]));
      if (values.every((value) => value === undefined)) continue;
      const cells = all.map((size) => {
        const result = results.sizes[size]?.[engine];
        if (!result) return '–';
        return (measure.show ? measure.show(result) : measure.format(measure.value(result))) ?? '–';
      });
      const growth = ratio(values.at(-1), values[0]);
      const target =
        engine === 'lectern' && measure.target && built.length > 1
          ? `${measure.target.text}${mark(growth === undefined ? undefined : growth <= measure.target.limit)}`
          : '';
      rows.push([
        ENGINE_NAMES[engine] ?? engine,
        measure.label,
        ...cells,
        built.length > 1 && measure.growth !== false
          ? `${ratioText(growth)} × (${built.at(-1)} / ${built[0]})`
          : '–',
        target,
      ]);
    }
  }
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The lines above the table: when, where and with what the figures were measured. */
export function resultsHeader(results) {
  const { machine, versions, options } = results;
  // A run of one step alone (the API, the versions) builds no engine at the sizes: no builds or sidebar to describe.
  const stepOnly = options.apiOnly || options.versionsOnly;
  return [
    `Measured ${results.date} on ${machine.cpus} × ${machine.cpuModel}, ${(machine.memoryBytes / 1024 ** 3).toFixed(0)} GiB RAM, ${machine.os}, Node ${machine.node}, Chromium ${versions.chromium ?? '?'}; load average at start ${machine.loadAverage.join(' ')}.`,
    `Astro ${versions.astro}, Starlight ${versions.starlight}, VitePress ${versions.vitepress}, Lighthouse ${versions.lighthouse}, Pagefind ${versions.pagefind ?? '?'}. ${stepOnly ? 'The' : `Builds: ${options.runs} per engine at N = ${Math.max(...options.sizes)} (median shown), one at smaller N; interleaved, cold caches; the`} whole run took ${seconds(results.durationMs)}.`,
    ...Object.entries(options.maxSizes ?? {}).map(
      ([engine, size]) => `${ENGINE_NAMES[engine] ?? engine} is built up to N = ${size}.`,
    ),
    ...(options.sidebarViews > 0 && !stepOnly
      ? [
          `The sidebar over the page views: from the measured page, ${options.sidebarViews} pages read in one tab by following the pager, the pointer going over the sidebar on each, each page's sidebar as served (gzipped on its own) plus the sidebar files fetched (Lectern's group tree, once).`,
        ]
      : []),
  ].join('\n');
}

const ms = (value) => (value === undefined ? undefined : `${value.toFixed(0)} ms`);
const secondsPrecise = (value) => (value === undefined ? undefined : `${(value / 1000).toFixed(2)} s`);

/** The rows of the search table: label, how to read the figure from one engine's search results, format. */
const searchMeasures = [
  {
    label: 'index step in the build (as the build logs it)',
    value: (s) => s.index.inBuildMs,
    format: secondsPrecise,
  },
  {
    label: 'index step alone on the built site (median)',
    value: (s) => s.index.aloneMs,
    format: secondsPrecise,
  },
  { label: 'index on disk', value: (s) => s.index.bytes, format: mib },
  { label: 'hotkey → search box ready (median)', value: (s) => s.medians.hotkeyToReadyMs, format: ms },
  {
    label: 'keystroke → first result, first query (cold, median)',
    value: (s) => s.medians.coldKeystrokeToResultMs,
    format: ms,
  },
  {
    label: 'keystroke → first result, next query (warm, median)',
    value: (s) => s.medians.warmKeystrokeToResultMs,
    format: ms,
  },
  {
    label: 'hotkey → first result, first query (median)',
    value: (s) => s.medians.hotkeyToFirstResultMs,
    format: ms,
  },
  {
    label: 'fetched from hotkey to first result, KiB as served (median)',
    value: (s) => s.medians.transferBytes,
    format: kib,
  },
  {
    label: 'fetched from hotkey to first result, KiB gzip (median)',
    value: (s) => s.medians.gzipBytes,
    format: kib,
  },
  { label: 'requests from hotkey to first result (median)', value: (s) => s.medians.requests, format: plain },
  {
    label: 'search code fetched on load, before the hotkey, KiB gzip',
    value: (s) => s.medians.searchCodeBeforeHotkeyGzipBytes,
    format: kib,
  },
];

/**
 * The search figures as one Markdown table: a row per measure and corpus size, Lectern and Starlight side
 * by side, and Lectern / Starlight. Undefined when the run measured no search.
 */
export function searchTable(results) {
  const head = ['N', 'measure', 'Lectern', 'Starlight', 'Lectern / Starlight'];
  const rows = [];
  const notes = [];
  for (const [size, byEngine] of Object.entries(results.sizes)) {
    const lectern = byEngine.lectern?.search;
    const starlight = byEngine.starlight?.search;
    if (!lectern || !starlight) continue;
    for (const measure of searchMeasures) {
      const [l, s] = [measure.value(lectern), measure.value(starlight)];
      rows.push([
        size,
        measure.label,
        measure.format(l) ?? '–',
        measure.format(s) ?? '–',
        ratioText(ratio(l, s)),
      ]);
    }
    const words = Object.entries(byEngine.searchQueries ?? {})
      .map(([word, pages]) => `"${word}" (${pages})`)
      .join(', ');
    notes.push(`N = ${size}: the words searched for, with the number of pages holding each: ${words}.`);
  }
  if (rows.length === 0) return undefined;
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [[line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n'), ...notes].join('\n\n');
}

/**
 * The API step's table (`--api`): what documenting a generated library of components adds to a Lectern
 * build, cold and warm, against the targets (≤ 10 s cold, about nothing warm).
 */
export function apiTable(api) {
  const s = (value) => `${(value / 1000).toFixed(1)} s`;
  const head = ['build', 'without the library', `with ${api.components} components`, 'added', 'target'];
  const rows = [
    [
      'cold',
      s(api.coldPlainMs),
      s(api.coldApiMs),
      s(api.coldAddedMs),
      `≤ 10 s ${api.coldAddedMs <= 10_000 ? '✓' : '✗'}`,
    ],
    ['warm', s(api.warmPlainMs), s(api.warmApiMs), s(api.warmAddedMs), 'about 0'],
  ];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    `The API of a generated library of ${api.components} React components (each with its props' types, values, ranges, defaults, callbacks and slots), read by the API loader into a Lectern site of ${api.size} pages, each site built cold and then warm:`,
    [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n'),
  ].join('\n\n');
}

/**
 * The table of the versions step: each count of versions, built cold and then with the older versions
 * unchanged, against the same site with one version (the target: ≤ 1.25 × with older versions unchanged).
 */
export function versionsTable(docsVersions) {
  const s = (value) => `${(value / 1000).toFixed(1)} s`;
  const ratio = (value) => `${value.toFixed(2)}×`;
  const head = [
    'versions',
    'cold build',
    'to one version',
    'older versions unchanged',
    'to one version',
    'target',
  ];
  const rows = docsVersions.rows.map((row) => [
    String(row.versions),
    s(row.coldMs),
    ratio(row.coldRatio),
    s(row.unchangedMs),
    ratio(row.unchangedRatio),
    row.versions === 1 ? '' : `≤ 1.25× ${row.unchangedRatio <= 1.25 ? '✓' : '✗'}`,
  ]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    `Versions of the docs: a Lectern site of ${docsVersions.size} pages with one version, and with more (each older one a snapshot of the corpus with its own changes), each built cold (every version built) and then again with nothing changed (the older versions from their cache, the current one built again):`,
    [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n'),
  ].join('\n\n');
}
