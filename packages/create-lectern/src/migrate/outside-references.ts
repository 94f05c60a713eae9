import path from 'node:path';
import { fencedLines } from './code-fences.js';

/**
 * The paths a page writes relative to its own file that lead out of the content folder — an image in
 * `src/assets/` (`![Shot](../../assets/shot.png)`, `import shot from '../../assets/shot.png'`,
 * `import('../../assets/shot.png')`, `src="../../assets/shot.png"`) — written again from the page's new
 * place, and the files they name (from the site's root: `src/assets/shot.png`), to copy to the same place
 * in the new site. Paths within the content folder, addresses and fenced code are left as written.
 *
 * @param from the page's file in the old site, from its root (`src/content/docs/guide/setup.mdx`)
 * @param to the page's file in the new site, from its root (`src/content/docs/en/guide/setup.mdx`)
 * @param contentFolder the old site's content folder, from its root (`src/content/docs`)
 */
export function rewriteOutsideReferences(
  body: string,
  from: string,
  to: string,
  contentFolder: string,
): { body: string; files: string[] } {
  const files: string[] = [];
  const rewrite = (written: string): string => {
    if (!written.startsWith('../')) return written;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), written));
    if (target.startsWith('../') || target === contentFolder || target.startsWith(`${contentFolder}/`))
      return written;
    files.push(target);
    return path.posix.relative(path.posix.dirname(to), target);
  };
  const lines = body.split('\n');
  const fenced = fencedLines(lines);
  const rewritten = lines.map((line, index) =>
    fenced[index]
      ? line
      : line
          .replace(
            /(\]\()(\.\.\/[^)\s#?]+)/g,
            (_, open: string, written: string) => `${open}${rewrite(written)}`,
          )
          .replace(
            /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bsrc=)(['"])(\.\.\/[^'"]+)\2/g,
            (_, head: string, quote: string, written: string) => `${head}${quote}${rewrite(written)}${quote}`,
          ),
  );
  return { body: rewritten.join('\n'), files: [...new Set(files)] };
}
