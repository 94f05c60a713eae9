import { isToneName } from '@lectern/theme-core';
import type { MdastPluginDefinition } from 'satteri';
import { BADGE_DIRECTIVE, badgeRendering } from './badges.js';
import { callout } from './callouts.js';
import { CODE_GROUP_DIRECTIVE, codeGroupRendering } from './code-groups.js';
import { DETAILS_DIRECTIVE, detailsBlock } from './details.js';
import { directiveSource } from './directive-source.js';
import type { MarkdownTranslator } from './labels.js';
import type { MarkdownReport } from './markdown-warnings.js';
import { text } from './mdast-element.js';

/** What the directives plugin needs from the site. */
export interface MarkdownDirectivesOptions {
  /** The texts it writes into pages (the callouts' default titles), in each page's language. */
  t: MarkdownTranslator;
  /** Told about directives written wrong, at the node (see `markdownReporter`). */
  report?: MarkdownReport | undefined;
}

/**
 * The directives of Lectern's Markdown: callouts (`:::tip`, `:::warning[Custom title]`…), blocks the
 * reader opens (`:::details[Title]`), code groups (`:::code-group`) and badges (`:badge[New]{type=tip}`). Any other inline or leaf directive is put back
 * as the text it was written as, since text such as `Note:this` or `10:30` reads as one; any other
 * container keeps its content in a plain `<div>` and is reported.
 */
export function markdownDirectives({ t, report }: MarkdownDirectivesOptions): MdastPluginDefinition {
  return {
    name: 'lectern-directives',
    // The warnings say the line and column they are about.
    options: { position: true },
    containerDirective(node, ctx) {
      if (isToneName(node.name)) {
        ctx.replaceNode(node, callout(node, node.name, t(ctx)));
      } else if (node.name === DETAILS_DIRECTIVE) {
        ctx.replaceNode(node, detailsBlock(node, t(ctx)));
      } else if (node.name === CODE_GROUP_DIRECTIVE) {
        const { data, problem } = codeGroupRendering(node);
        ctx.setProperty(node, 'data', data);
        if (problem) report?.(ctx, node, problem);
      } else {
        ctx.setProperty(node, 'data', { hName: 'div' });
        report?.(ctx, node, `unknown container directive ":::${node.name}"; its content is shown as it is`);
      }
    },
    leafDirective(node, ctx) {
      const { before, after } = directiveSource(node, '::', node.children.length > 0);
      ctx.replaceNode(node, { type: 'paragraph', children: [text(before), ...node.children, text(after)] });
    },
    textDirective(node, ctx) {
      if (node.name === BADGE_DIRECTIVE) {
        const { data, problem } = badgeRendering(node);
        ctx.setProperty(node, 'data', data);
        if (problem) report?.(ctx, node, problem);
        return;
      }
      const { before, after } = directiveSource(node, ':', node.children.length > 0);
      ctx.replaceNode(node, [text(before), ...node.children, text(after)].filter(isNotEmptyText));
    },
  };
}

function isNotEmptyText(node: { type: string; value?: string }): boolean {
  return node.type !== 'text' || node.value !== '';
}
