import type { AstroMarkdownOptions } from '@astrojs/internal-helpers/markdown';
import { type satteri, satteriHighlightPlugin } from '@astrojs/markdown-satteri';
import type { HastNode, HastPluginDefinition } from 'satteri';
import type { CodeCache } from './code-cache.js';
import { createCodeHighlighter } from './code-highlighter.js';

/** Astro's Markdown processor, as `satteri()` makes it. */
type MarkdownProcessor = ReturnType<typeof satteri>;

/** Whether a `<pre>` is a highlighted block already (Astro's highlighters mark it with its language). */
function isHighlighted(node: HastNode): boolean {
  const properties = (node as { properties?: Record<string, unknown> }).properties;
  return properties?.dataLanguage !== undefined || properties?.['data-language'] !== undefined;
}

/**
 * The Markdown processor with its code blocks highlighted by Lectern's highlighter
 * ({@link createCodeHighlighter}: the same markup as Astro's, each line tokenized once for all code
 * themes, each block kept in `cache`) in place of Astro's, for `.md` and `.mdx` pages alike, with the
 * site's `markdown.syntaxHighlight` and `markdown.shikiConfig`. It runs where Astro's would (before every
 * other hast plugin of the processor). With Prism or highlighting turned off, or for a renderer given
 * other settings than the first one (`mdx({ shikiConfig })`), Astro highlights as usual.
 */
export function withCodeHighlighting(
  processor: MarkdownProcessor,
  { cache }: { cache?: CodeCache | undefined } = {},
): MarkdownProcessor {
  let taken: { shared: AstroMarkdownOptions; plugin: Promise<HastPluginDefinition> } | undefined;
  const slot: HastPluginDefinition = {
    name: 'lectern-code-highlight',
    element: {
      filter: ['pre'],
      async visit(node, ctx) {
        if (!taken || isHighlighted(node)) return;
        const visitor = (await taken.plugin).element;
        return (Array.isArray(visitor) ? visitor[0] : visitor)?.visit(node, ctx);
      },
    },
  };
  processor.options.hastPlugins.unshift(slot);

  /** The settings to hand Astro's renderer: highlighting off where Lectern's slot does it. */
  const take = (shared: AstroMarkdownOptions): AstroMarkdownOptions => {
    const { syntaxHighlight, shikiConfig } = shared;
    const type =
      typeof syntaxHighlight === 'object' && syntaxHighlight ? syntaxHighlight.type : syntaxHighlight;
    if (type !== 'shiki') return shared;
    if (
      taken &&
      (taken.shared.syntaxHighlight !== syntaxHighlight || taken.shared.shikiConfig !== shikiConfig)
    ) {
      return shared;
    }
    taken ??= {
      shared,
      plugin: createCodeHighlighter(shikiConfig, { cache }).then((highlight) =>
        satteriHighlightPlugin(
          highlight,
          typeof syntaxHighlight === 'object' && syntaxHighlight ? syntaxHighlight.excludeLangs : undefined,
        ),
      ),
    };
    return { ...shared, syntaxHighlight: false };
  };

  const wrapped: MarkdownProcessor = {
    name: processor.name,
    options: processor.options,
    createRenderer: (shared) => processor.createRenderer(take(shared)),
  };
  const createMdxRenderer = processor.createMdxRenderer?.bind(processor);
  if (createMdxRenderer) wrapped.createMdxRenderer = (shared, mdx) => createMdxRenderer(take(shared), mdx);
  return wrapped;
}
