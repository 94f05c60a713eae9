/** The help text of `lectern-redirects`. */
export const USAGE = `Usage: lectern-redirects <command> <built-site-dir> [options]

Commands:
  check <built-site-dir>  Check the redirect table against the pages of the built site
  write <built-site-dir>  Check, then write the static redirect pages, _redirects, vercel.json
                          and nginx-redirects.conf into the built site

Options:
  --table <file>      The redirect table (JSON). Required unless redirects.json is in the
                      current folder, which is then used.
  --locales <file>    The site's languages (JSON): a list of { locale, alternate?, enabled }, or
                      { locales, defaultLocale?, preferredLocale?, prefixDefaultLocale? }.
                      Without it, addresses have no locale prefix.
  --outputs <list>    write: what to write, comma-separated: pages,netlify,vercel,nginx (all)
  --base <path>       write: the path the site is served from (/)
  --site <url>        write: the site's origin, for absolute canonical links
  --trailing-slash <always|never|ignore>
                      write: how the site's addresses end; locations get a trailing
                      slash (always, as on a Lectern site), lose it (never) or are kept
                      as the table writes them (ignore). Default: always
  --no-force          write: plain 301 in _redirects instead of 301!, for Cloudflare Pages
                      (Netlify needs 301! to redirect where a redirect page exists)
  -h, --help          Show this help

Exit status: 0 without errors (warnings allowed), 1 with errors, 2 for wrong usage.
`;

/** A mistake in how the command was called: the message, then a hint to the help, exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
