// Where the first-paint script goes in an HTML page: in <head>, before anything that could paint or
// load (stylesheets, styles and other scripts), after the <meta charset> and the title.

/** A stylesheet, a style element or a script: the first-paint script must come before each of these. */
const FIRST_LOADING_TAG = /<(?:link\b[^>]*\brel\s*=\s*["']?stylesheet\b[^>]*>|style\b|script\b)/i;

/**
 * The page with `script` inline in its `<head>`, before the first stylesheet, style or script there (or
 * at the end of the head), or `undefined` when the page has no `<head>`.
 *
 * @example withFirstPaintScript('<head><meta charset="utf-8"><link rel="stylesheet" href="a.css"></head>', 'x()')
 * // '<head><meta charset="utf-8"><script>x()</script><link rel="stylesheet" href="a.css"></head>'
 */
export function withFirstPaintScript(html: string, script: string): string | undefined {
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) return undefined;
  const start = head.index + head[0].length;
  const end = html.slice(start).search(/<\/head\s*>/i);
  const inside = html.slice(start, end === -1 ? undefined : start + end);
  const before = inside.search(FIRST_LOADING_TAG);
  const at = start + (before === -1 ? inside.length : before);
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`;
}
