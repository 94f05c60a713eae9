import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  MdastNode,
  MdastPluginDefinition,
  MdastPluginEntry,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'satteri';
import { rewriteComponentTags } from './component-tags.js';
import { esmBindings } from './esm-bindings.js';
import type { MarkdownReport, PositionedNode } from './markdown-warnings.js';

/** What {@link pageComponents} needs from the site. */
export interface PageComponentsOptions {
  /** The docs content folder, absolute: only its pages are concerned. */
  contentDir: string;
  /** The components every page has: the built-ins and the site's own. */
  names: readonly string[];
  /** Told about unknown components, Vue blocks and the like, with the line. */
  report: MarkdownReport;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const VUE_MESSAGE = 'Lectern does not run Vue, so the block is left out';

/**
 * Which Vue-only block raw HTML opens, if any: `<script setup>` or `<style scoped>` (pages moved from
 * VitePress have them).
 */
export function vueBlockOf(html: string): 'script setup' | 'style scoped' | undefined {
  const tag = /^\s*<(script|style)\b([^>]*)>/i.exec(html);
  if (!tag) return undefined;
  const [, name = '', attributes = ''] = tag;
  if (name.toLowerCase() === 'script' && /(^|\s)setup(\s|=|$)/.test(attributes)) return 'script setup';
  if (name.toLowerCase() === 'style' && /(^|\s)scoped(\s|=|$)/.test(attributes)) return 'style scoped';
  return undefined;
}

/** Where an offset of a node's text is in the file: the node's start, moved on by the text before it. */
export function positionIn(node: PositionedNode, text: string, offset: number): PositionedNode {
  const start = node.position?.start;
  if (!start) return {};
  const before = text.slice(0, offset);
  const newline = before.lastIndexOf('\n');
  const lines = before.split('\n').length - 1;
  return {
    position: {
      start: {
        line: start.line + lines,
        column: newline === -1 ? start.column + offset : offset - newline,
      },
    },
  };
}

/**
 * The components of a page written without imports: in a `.md` page, the tags of the built-in and the
 * site's components become placeholders the page route renders (see component-tags.ts); in an `.mdx` page,
 * the page's content is given them when it is rendered. A component that is none of these (nor imported,
 * in MDX) is reported with its line and left out, its content kept, so the page still builds; so are
 * Vue's `<script setup>` and `<style scoped>` blocks, which nothing here runs.
 */
export function pageComponents({ contentDir, names, report }: PageComponentsOptions): MdastPluginEntry {
  const known = new Set(names);
  return (page) => {
    const file = page.fileURL ? path.relative(contentDir, fileURLToPath(page.fileURL)) : '';
    if (file === '' || file.startsWith('..') || path.isAbsolute(file)) return null;
    return page.sourceFormat === 'mdx' ? mdxComponents(known, report) : markdownComponents(known, report);
  };
}

/** In a `.md` page: the components' tags in its raw HTML, the tags Markdown shows as text, Vue blocks. */
function markdownComponents(known: ReadonlySet<string>, report: MarkdownReport): MdastPluginDefinition {
  const rewritten = new WeakMap<object, ReturnType<typeof rewriteComponentTags>>();
  const rawHtml = (node: MdastNode) =>
    node.type === 'html' && vueBlockOf(node.value) === undefined ? node.value : undefined;
  return {
    name: 'lectern-page-components',
    options: { position: true },
    html(node, context) {
      const vue = vueBlockOf(node.value);
      if (vue) {
        report(context, node, `a Vue <${vue}> block: ${VUE_MESSAGE}`);
        context.removeNode(node);
        return;
      }
      const parent = context.parent(node);
      const index = context.indexOf(node);
      if (!parent || index === undefined) return;
      let result = rewritten.get(parent);
      if (!result) {
        result = rewriteComponentTags(parent.children.map(rawHtml), (name) => known.has(name));
        rewritten.set(parent, result);
      }
      for (const note of result.notes) {
        if (note.text === index) report(context, positionIn(node, node.value, note.offset), note.message);
      }
      const value = result.texts[index] ?? node.value;
      if (value === node.value) return;
      if (value.trim() === '') context.removeNode(node);
      else context.replaceNode(node, { type: 'html', value });
    },
    text(node, context) {
      if (!/<\/?[A-Z]/.test(node.value)) return;
      // As written, so that `&lt;Card>` and `\<Card>`, which mean the text, are not taken for a tag.
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const written =
        start !== undefined && end !== undefined ? context.source.slice(start, end) : node.value;
      const tag = /(?<![\\])<\/?([A-Z][A-Za-z0-9_]*)(?=[\s/>])/.exec(written);
      if (!tag) return;
      report(
        context,
        positionIn(node, written, tag.index),
        `<${tag[1]} …> is shown as text: Markdown did not read it as a tag (a prop in braces is read only as JSON without spaces or quotes, e.g. headingLevel={4}); write it so, or write the page in .mdx`,
      );
    },
  };
}

/** Whether an MDX element is a Vue block: `<script setup>` or `<style scoped>`. */
function vueElementOf(node: JsxElement): 'script setup' | 'style scoped' | undefined {
  const has = (name: string) =>
    node.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name);
  if (node.name === 'script' && has('setup')) return 'script setup';
  if (node.name === 'style' && has('scoped')) return 'style scoped';
  return undefined;
}

const isJsxElement = (node: unknown): node is JsxElement =>
  typeof node === 'object' &&
  node !== null &&
  ((node as JsxElement).type === 'mdxJsxFlowElement' || (node as JsxElement).type === 'mdxJsxTextElement');

/** The visitor context of the MDX elements. */
type VisitorContext = Parameters<NonNullable<MdastPluginDefinition['mdxJsxFlowElement']>>[1];

/** What becomes of an MDX element: left out (its content kept), dropped, or kept without some attributes. */
type ElementChange =
  | { kind: 'unknown'; name: string }
  | { kind: 'vue'; block: string }
  | { kind: 'client'; directives: string[] }
  | undefined;

/** In an `.mdx` page: components neither imported, built in nor the site's; Vue blocks; `client:` directives. */
function mdxComponents(known: ReadonlySet<string>, report: MarkdownReport): MdastPluginDefinition {
  let imported = new Set<string>();
  const changeOf = (node: unknown): ElementChange => {
    if (!isJsxElement(node)) return undefined;
    const block = vueElementOf(node);
    if (block) return { kind: 'vue', block };
    const name = node.name;
    if (!name) return undefined;
    const [base = ''] = name.split('.');
    const isComponent = /^[A-Z]/.test(base) || (name.includes('.') && base !== 'props');
    if (!isComponent || imported.has(base)) return undefined;
    if (!known.has(base)) return { kind: 'unknown', name };
    // A component the page did not import is drawn on the server only: Astro hydrates only components
    // whose module the page names, and fails the build on a `client:` directive on another.
    const directives = node.attributes.flatMap((attribute) =>
      attribute.type === 'mdxJsxAttribute' && attribute.name.startsWith('client:') ? [attribute.name] : [],
    );
    return directives.length > 0 ? { kind: 'client', directives } : undefined;
  };
  /** Whether an element in the nodes, at any depth, changes. */
  const anyChange = (nodes: readonly MdastNode[]): boolean =>
    nodes.some((node) => changeOf(node) !== undefined || (hasChildren(node) && anyChange(node.children)));
  /**
   * The nodes with every change made, at any depth: an element left out is replaced with its content.
   * Nodes in which nothing changes are given back as they are.
   */
  const changed = (nodes: readonly MdastNode[]): MdastNode[] =>
    nodes.flatMap((child): MdastNode[] => {
      const change = changeOf(child);
      const inner = hasChildren(child) && anyChange(child.children) ? changed(child.children) : undefined;
      if (change?.kind === 'vue') return [];
      if (change?.kind === 'unknown') return inner ?? (hasChildren(child) ? child.children : []);
      if (change?.kind === 'client' && isJsxElement(child)) {
        const attributes = child.attributes.filter(
          (attribute) => attribute.type !== 'mdxJsxAttribute' || !change.directives.includes(attribute.name),
        );
        return [{ ...child, attributes, children: inner ?? child.children } as MdastNode];
      }
      return inner ? [{ ...child, children: inner } as MdastNode] : [child];
    });
  const visit = (node: JsxElement, context: VisitorContext) => {
    const change = changeOf(node);
    if (!change) return;
    if (change.kind === 'vue') report(context, node, `a Vue <${change.block}> block: ${VUE_MESSAGE}`);
    if (change.kind === 'unknown') {
      report(
        context,
        node,
        `unknown component <${change.name}> (not imported, not a built-in, not in lectern({ components }))`,
      );
    }
    if (change.kind === 'client') {
      for (const directive of change.directives) {
        report(
          context,
          node,
          `<${node.name} ${directive}>: ${directive} is left out: a component the page does not import is drawn on the server; import it to hydrate it, or put its interactive part in an island of its own`,
        );
      }
    }
    // The outermost element changed takes this one with it, changed already.
    for (
      let parent = context.parent(node) as unknown;
      parent;
      parent = context.parent(parent as JsxElement)
    ) {
      if (changeOf(parent)) return;
    }
    context.replaceNode(node, changed([node as MdastNode]));
  };
  return {
    name: 'lectern-page-components',
    options: { position: true },
    before(root, context) {
      const statements = root.children.filter((child) => child.type === 'mdxjsEsm');
      imported = new Set(statements.flatMap((statement) => esmBindings(statement.value)));
      const own = statements.find((statement) => /\bexport\s+const\s+components\b/.test(statement.value));
      if (own) {
        report(
          context,
          own,
          'the page\'s own "export const components" is not used: Lectern gives the page its components (the built-ins and lectern({ components })); import the components the page needs instead',
        );
      }
    },
    mdxJsxFlowElement: visit,
    mdxJsxTextElement: visit,
  };
}

function hasChildren(node: MdastNode): node is Extract<MdastNode, { children: MdastNode[] }> {
  return 'children' in node && Array.isArray(node.children);
}
