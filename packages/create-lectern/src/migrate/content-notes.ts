import { fencedLines } from './code-fences.js';
import type { NoteList } from './migration.js';

/** Components every Lectern page has (@lectern/astro's, and MDX's Fragment): the other tools' pages may use them as they are. */
export const BUILT_IN_COMPONENTS = new Set([
  'Tabs',
  'TabItem',
  'Badge',
  'Example',
  'ApiTable',
  'Admonition',
  'Aside',
  'Details',
  'Since',
  'Fragment',
]);

/**
 * Elements @lectern/astro rewrites as Markdown before the page is read: Docusaurus's `<CodeBlock>` becomes a
 * fenced code block.
 */
export const REWRITTEN_ELEMENTS = new Set(['CodeBlock']);

/** The packages whose component imports Lectern takes out of MDX pages itself (it has those built in). */
const BUILT_IN_IMPORTS =
  /^import\s+(?:Tabs|TabItem|Admonition|Details|CodeBlock)\s+from\s+['"]@theme\/(?:Tabs|TabItem|Admonition|Details|CodeBlock)['"]/;
/**
 * A `!!raw-loader!` import of a file's text (for a `<CodeBlock>`): @lectern/astro reads the file itself, so
 * the import stays. The path is the second group.
 */
/** An import of an image of the site (`import shot from '../../assets/shot.png'`): Astro reads it too. */
const IMAGE_IMPORT =
  /^import\s+\w+\s+from\s+['"]\.{1,2}\/[^'"]+\.(?:png|jpe?g|gif|svg|webp|avif)['"];?\s*(?:\/\/.*)?$/i;

export const RAW_LOADER_IMPORT = /^import\s+(\w+)\s+from\s+['"]!!raw-loader!([^'"]+)['"];?\s*(?:\/\/.*)?$/;
const STARLIGHT_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*['"]@astrojs\/starlight\/components['"]/;

/** HTML's own elements that look like components (custom elements have a dash, as Vue's do). */
const TAG = /<([A-Z][A-Za-z0-9]*|[a-z][a-z0-9]*-[a-z0-9-]+)(?=[\s/>]|$)/g;

/**
 * Notes for what a page's body uses that Lectern cannot draw by itself: framework components (Vue's in
 * VitePress pages, React's in MDX), Vue's `<script setup>`, `<style>` blocks and `{{ }}` interpolations,
 * and component imports. Fenced code is left alone. `firstLine` is the body's first line in the file.
 */
export function noteBodyConstructs(
  body: string,
  file: string,
  firstLine: number,
  notes: NoteList,
  { vue = false }: { vue?: boolean } = {},
): void {
  const lines = body.split(/\r?\n/);
  const fenced = fencedLines(lines);
  let block: string | undefined;
  // Each component is noted once per page, at its first use, with how many times it is used.
  const components = new Map<string, { line: number; count: number }>();
  lines.forEach((text, index) => {
    const line = firstLine + index;
    if (fenced[index]) return;
    // Inside a <script> or <style> block: the block is noted once, at its start.
    if (block !== undefined) {
      if (new RegExp(`</${block}>`).test(text)) block = undefined;
      return;
    }
    if (
      /^import\s/.test(text) &&
      !BUILT_IN_IMPORTS.test(text) &&
      !RAW_LOADER_IMPORT.test(text) &&
      !IMAGE_IMPORT.test(text)
    ) {
      const starlight = STARLIGHT_IMPORT.exec(text);
      const names = starlight?.[1]?.split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? '');
      const others = names?.filter((name) => name !== '' && !BUILT_IN_COMPONENTS.has(name));
      if (!starlight || (others && others.length > 0)) {
        // Lectern takes out Starlight's imports; the migration those of the other tool and the old site's
        // files (withoutForeignImports); a package's import stays, for the site to install it.
        const message =
          starlight || FOREIGN_IMPORT.test(text)
            ? 'import of a component Lectern does not have, taken out'
            : isToolPackageImport(text)
              ? 'import of a package made for the other tool, taken out (its components need that tool)'
              : 'import of a package, kept: add it to the site, or rewrite this part';
        notes.add(file, `${message}: ${text.trim()}`, line);
      }
      return;
    }
    const opensBlock = vue ? /^\s*<(script|style)\b/.exec(text)?.[1] : undefined;
    if (opensBlock) {
      if (opensBlock === 'script') notes.add(file, 'Vue <script> block: not run by Lectern', line);
      else notes.add(file, "<style> block: move it into the site's CSS", line);
      if (!new RegExp(`</${opensBlock}>`).test(text)) block = opensBlock;
      return;
    }
    if (vue && /\{\{.*\}\}/.test(text.replace(/`[^`]*`/g, ''))) {
      notes.add(file, 'Vue interpolation {{ … }}: shown as written', line);
    }
    for (const match of text.replace(/`[^`]*`/g, '').matchAll(TAG)) {
      const name = match[1] ?? '';
      if (BUILT_IN_COMPONENTS.has(name) || REWRITTEN_ELEMENTS.has(name)) continue;
      const seen = components.get(name);
      if (seen) seen.count += 1;
      else components.set(name, { line, count: 1 });
    }
  });
  for (const [name, { line, count }] of components) {
    const times = count > 1 ? ` (used ${count} times)` : '';
    notes.add(
      file,
      `component <${name}>${times}: give the site a component of that name, or rewrite this part`,
      line,
    );
  }
}

/** An MDX import line of the other tool's own modules or of the site's files, which the new site has not. */
const FOREIGN_IMPORT =
  /^import\s[^'"]*['"](?:!!raw-loader!)?(@site\/|@theme\/|@theme-original\/|@docusaurus\/|@components\/|~\/|\.{1,2}\/)[^'"]*['"];?\s*(\/\/.*)?$/;

/**
 * Whether an import statement imports a package made for one of the other tools, its name says so
 * (`starlight-blog`, `@hideoo/starlight-plugins-docs-components`, `vitepress-plugin-tabs`,
 * `docusaurus-theme-search`): its components need that tool, and the new site does not have it. Starlight's
 * own components module is not one: Lectern takes its import out itself, and has its components.
 *
 * @example isToolPackageImport("import { Resources } from '@hideoo/starlight-plugins-docs-components'") // true
 */
export function isToolPackageImport(statement: string): boolean {
  const specifier = /\sfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/.exec(statement);
  const module = specifier?.[1] ?? specifier?.[2];
  if (module === undefined || module.startsWith('.') || STARLIGHT_COMPONENTS.test(module)) return false;
  const name = module.startsWith('@')
    ? module.split('/').slice(0, 2).join('/')
    : (module.split('/')[0] ?? '');
  return /starlight|vitepress|docusaurus/i.test(name);
}

/** Starlight's components module, whose imports @lectern/astro takes out of pages itself. */
const STARLIGHT_COMPONENTS = /^@astrojs\/starlight\/components$/;

/**
 * An MDX body without the imports the new site cannot resolve (the other tool's modules, packages made for
 * it, the site's own components): the build would fail on them. Tabs, TabItem, Admonition, Details and CodeBlock stay, Lectern
 * has them, and so do `!!raw-loader!` imports, whose files Lectern reads, and imports of images (the
 * migration brings the files along). Fenced code is left alone.
 */
export function withoutForeignImports(body: string): string {
  const lines = body.split('\n');
  const fenced = fencedLines(lines);
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    if (fenced[index] || !/^import\s/.test(text)) {
      kept.push(text);
      continue;
    }
    // An import may take several lines: `import {` … `} from './x';`.
    let end = index;
    while (end < lines.length - 1 && !/['"][^'"]*['"];?\s*(\/\/.*)?$/.test(lines[end] ?? '')) end += 1;
    const statement = lines.slice(index, end + 1).join('\n');
    if (
      BUILT_IN_IMPORTS.test(statement) ||
      RAW_LOADER_IMPORT.test(statement) ||
      IMAGE_IMPORT.test(statement) ||
      !(FOREIGN_IMPORT.test(statement) || isToolPackageImport(statement))
    )
      kept.push(...lines.slice(index, end + 1));
    index = end;
  }
  return kept.join('\n');
}
