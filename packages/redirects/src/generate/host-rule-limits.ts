/** How many rules each host file has. */
export interface HostRuleCounts {
  /** Rules in `_redirects` (comments and blank lines left out). */
  redirectsFile?: number | undefined;
  /** Entries in the `redirects` of `vercel.json`. */
  vercel?: number | undefined;
}

/** A host file with more rules than its host takes, or than is wise there. */
export interface HostRuleWarning {
  /** The host file. */
  file: '_redirects' | 'vercel.json';
  /** The host whose limit it passes. */
  host: 'Cloudflare Pages' | 'Netlify' | 'Vercel';
  rules: number;
  limit: number;
  /** One readable line: the count, the limit, and what to use instead. */
  message: string;
}

/**
 * The rule limits this package warns about. Cloudflare Pages takes at most 2,000 static redirects (and
 * 100 dynamic ones) per project; Vercel at most 2,048 redirects in `vercel.json`; Netlify documents no
 * fixed number, but reads the rules in order, so this package warns past 10,000.
 */
export const HOST_RULE_LIMITS = { cloudflarePages: 2000, vercel: 2048, netlify: 10_000 } as const;

const ALTERNATIVES =
  'the static redirect pages (written with the host files) still answer every old address there, with a page ' +
  'instead of a 301; for real 301s at any size, serve the site through the Node middleware ' +
  '(createRedirectMiddleware from @lectern/redirects/node)';

function format(amount: number): string {
  return amount.toLocaleString('en-US');
}

/**
 * Warnings for host files that pass their host's documented rule limit, each naming the alternative: the
 * static redirect pages, or the Node middleware.
 *
 * @example
 * hostRuleLimitWarnings({ redirectsFile: 2600, vercel: 390 });
 * // [{ file: '_redirects', host: 'Cloudflare Pages', rules: 2600, limit: 2000, message: '_redirects has 2,600 rules; …' }]
 */
export function hostRuleLimitWarnings(counts: HostRuleCounts): HostRuleWarning[] {
  const warnings: HostRuleWarning[] = [];
  const { redirectsFile, vercel } = counts;
  if (redirectsFile !== undefined && redirectsFile > HOST_RULE_LIMITS.netlify) {
    const limit = HOST_RULE_LIMITS.netlify;
    warnings.push({
      file: '_redirects',
      host: 'Netlify',
      rules: redirectsFile,
      limit,
      message: `_redirects has ${format(redirectsFile)} rules, more than the ${format(limit)} advised for Netlify, which reads them in order for every request; ${ALTERNATIVES}.`,
    });
  }
  if (redirectsFile !== undefined && redirectsFile > HOST_RULE_LIMITS.cloudflarePages) {
    const limit = HOST_RULE_LIMITS.cloudflarePages;
    warnings.push({
      file: '_redirects',
      host: 'Cloudflare Pages',
      rules: redirectsFile,
      limit,
      message: `_redirects has ${format(redirectsFile)} rules; Cloudflare Pages takes at most ${format(limit)} static redirects per project (Netlify has no such limit); on Cloudflare Pages, ${ALTERNATIVES}.`,
    });
  }
  if (vercel !== undefined && vercel > HOST_RULE_LIMITS.vercel) {
    const limit = HOST_RULE_LIMITS.vercel;
    warnings.push({
      file: 'vercel.json',
      host: 'Vercel',
      rules: vercel,
      limit,
      message: `vercel.json has ${format(vercel)} redirects; Vercel takes at most ${format(limit)}; ${ALTERNATIVES}.`,
    });
  }
  return warnings;
}

/**
 * The rules of a `_redirects` text: its lines without blank lines and comments.
 *
 * @example countRedirectsFileRules('# start\n/a /b 301!\n\n/c /d 301!\n') // 2
 */
export function countRedirectsFileRules(text: string): number {
  let rules = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed !== '' && !trimmed.startsWith('#')) rules++;
  }
  return rules;
}
