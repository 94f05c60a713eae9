import { type ChainLink, type ChainOutcome, followChains } from './chains';
import { checkEntry, localeCodes } from './entry-checks';
import { splitFirstSegment, toPathKey } from './path-key';
import { toRedirectEntries } from './table-entries';
import type {
  RedirectEntry,
  RedirectEntryRef,
  RedirectLocale,
  RedirectProblem,
  RedirectProblemCode,
  RedirectTableInput,
} from './types';

/** What to check a redirect table against. */
export interface ValidateRedirectsOptions {
  /**
   * The paths of the built site's pages. When given, every target must be a page and no old path may be
   * one. Paths starting with a locale code of `locales` are compared without it.
   * @example ['/getting-started/installation', '/en/components/menus/']
   */
  pages?: ReadonlySet<string> | readonly string[];
  /**
   * The languages the site knows. When given, old paths and targets must not start with one of their
   * codes (the resolver adds the locale), and page paths are compared without it.
   * @example [{ locale: 'en', enabled: true }]
   */
  locales?: readonly RedirectLocale[];
}

/** Everything found in a redirect table, and the table to serve. */
export interface RedirectValidation {
  /** Problems that make entries unusable; the table is safe to serve only when this is empty. */
  errors: RedirectProblem[];
  /** Problems that were fixed in `table`: chains collapsed to their end. */
  warnings: RedirectProblem[];
  /** The entries without errors, in table order, each leading straight to its final target. */
  table: RedirectEntry[];
}

/** How many paths a chain or loop-tail message shows before it elides the middle. */
const SHOWN_PATHS = 4;

function show(key: string): string {
  return `/${key}`;
}

function describeEntries(refs: readonly RedirectEntryRef[]): string {
  return refs.map((ref) => `${JSON.stringify(ref.from)} (→ ${ref.to})`).join(', ');
}

/** `/a → /b → /c`, or `/a → /b → /c → … → /z` for a long chain, walking at most a few links. */
function describeChain(start: string, end: string, graph: ReadonlyMap<string, ChainLink>): string {
  const shown = [show(start)];
  let current = start;
  for (let link = graph.get(current); link && current !== end; link = graph.get(current)) {
    current = link.targetKey;
    if (shown.length === SHOWN_PATHS && current !== end) {
      shown.push('…');
      break;
    }
    shown.push(show(current));
  }
  if (current !== end) shown.push(show(end));
  return shown.join(' → ');
}

function pageKeys(pages: ReadonlySet<string> | readonly string[], locales: ReadonlySet<string>): Set<string> {
  const keys = new Set<string>();
  for (const page of pages) {
    const key = toPathKey(page);
    const [first, rest] = splitFirstSegment(key);
    keys.add(locales.has(first) ? rest : key);
  }
  return keys;
}

/**
 * Checks a redirect table and reports every problem at once, each naming the entries involved.
 *
 * Errors: empty or malformed old paths and targets (a scheme, a host, a query or a hash; a target not
 * starting with `/`), old paths or targets starting with a locale code, duplicate old paths (also after
 * normalisation: `a/` and `/a` are the same), loops (`/a → /b → /c → /a`) and entries leading into one;
 * with `pages`, targets that are not pages and old paths that are pages. Warnings: chains, collapsed in
 * `table` so every entry leads straight to its final target.
 *
 * An entry leading to its own address (`'guide/setup': '/guide/setup'`) is no loop: a page kept where it
 * was on a site that had no language in its addresses. It answers the address without a language (and
 * under the codes that are not the page's own), never the page itself.
 *
 * Runs in time linear in the size of the table.
 *
 * @example
 * const { errors, warnings, table } = validateRedirects(
 *   { 'quick-start': '/installation', installation: '/getting-started/installation' },
 *   { pages: ['/getting-started/installation'] },
 * );
 * // errors: []; warnings: [chain /quick-start → /installation → /getting-started/installation]
 * // table: [{ from: 'quick-start', to: '/getting-started/installation' }, { from: 'installation', … }]
 */
export function validateRedirects(
  entries: RedirectTableInput,
  options: ValidateRedirectsOptions = {},
): RedirectValidation {
  const refs: RedirectEntryRef[] = toRedirectEntries(entries).map((entry, index) => ({ index, ...entry }));
  const locales = localeCodes(options.locales);
  const errors: RedirectProblem[] = [];
  const warnings: RedirectProblem[] = [];
  const failed = new Set<number>();
  const fail = (code: RedirectProblemCode, message: string, involved: RedirectEntryRef[]) => {
    errors.push({ code, message, entries: involved });
    for (const ref of involved) failed.add(ref.index);
  };

  const bySource = new Map<string, RedirectEntryRef[]>();
  for (const ref of refs) {
    const issues = checkEntry(ref, locales);
    for (const issue of issues) fail(issue.code, `entry ${JSON.stringify(ref.from)}: ${issue.reason}`, [ref]);
    if (issues.length > 0) continue;
    const key = toPathKey(ref.from);
    const group = bySource.get(key);
    if (group) group.push(ref);
    else bySource.set(key, [ref]);
  }

  // The first entry of each old path takes part in the chain analysis, so that duplicates do not hide
  // other problems.
  const graph = new Map<string, ChainLink>();
  const firstRef = new Map<string, RedirectEntryRef>();
  for (const [key, group] of bySource) {
    const [first] = group as [RedirectEntryRef, ...RedirectEntryRef[]];
    if (group.length > 1) {
      fail(
        'duplicate-source',
        `old path "${show(key)}" appears ${group.length} times: ${describeEntries(group)}`,
        group,
      );
    }
    graph.set(key, { to: first.to, targetKey: toPathKey(first.to) });
    firstRef.set(key, first);
  }

  const { outcomes, loops } = followChains(graph);
  const refOf = (key: string) => firstRef.get(key) as RedirectEntryRef;
  for (const loop of loops) {
    const cycle = [...loop, loop[0] as string].map(show).join(' → ');
    fail('loop', `redirect loop: ${cycle}`, loop.map(refOf));
  }

  const pages = options.pages ? pageKeys(options.pages, locales) : undefined;
  const missing = new Map<string, { target: string; group: RedirectEntryRef[] }>();
  for (const key of graph.keys()) {
    const ref = refOf(key);
    const outcome = outcomes.get(key) as ChainOutcome;
    if (outcome.kind === 'into-loop') {
      const chain = describeChain(key, outcome.entranceKey, graph);
      fail('loop', `entry ${JSON.stringify(ref.from)}: ${chain} leads into a redirect loop`, [ref]);
      continue;
    }
    if (outcome.kind === 'loop') continue;
    if (outcome.hops > 1) {
      const chain = describeChain(key, outcome.finalKey, graph);
      warnings.push({
        code: 'chain',
        message: `entry ${JSON.stringify(ref.from)}: chain ${chain} collapsed to ${show(key)} → ${outcome.finalTo}`,
        entries: [ref],
      });
    }
    if (pages && !pages.has(outcome.finalKey)) {
      const known = missing.get(outcome.finalKey);
      if (known) known.group.push(ref);
      else missing.set(outcome.finalKey, { target: outcome.finalTo, group: [ref] });
    }
  }

  if (pages) {
    for (const { target, group } of missing.values()) {
      fail(
        'missing-target',
        `target "${target}" is not a page of the site (${describeEntries(group)})`,
        group,
      );
    }
    for (const [key, group] of bySource) {
      // An entry to its own address answers it without a language, where the page has one.
      if (pages.has(key) && graph.get(key)?.targetKey !== key) {
        fail(
          'shadowed-page',
          `old path "${show(key)}" is a page of the site; redirecting it would hide the page`,
          group,
        );
      }
    }
  }

  const table: RedirectEntry[] = [];
  for (const ref of refs) {
    if (failed.has(ref.index)) continue;
    const outcome = outcomes.get(toPathKey(ref.from));
    if (outcome?.kind === 'ends') table.push({ from: ref.from, to: outcome.finalTo });
  }
  return { errors, warnings, table };
}
