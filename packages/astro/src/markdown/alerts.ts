import type { MdastPluginDefinition } from 'satteri';
import { callout } from './callouts.js';
import type { MarkdownTranslator } from './labels.js';
import type { BuiltChild } from './mdast-element.js';

/** GitHub's alert kinds, by the word in the marker, and the callout each becomes. */
const ALERT_KINDS = Object.freeze({
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'important',
  WARNING: 'warning',
  CAUTION: 'caution',
} as const);

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*([^\n]*)(?:\n|$)/i;

/**
 * GitHub's alerts, as GitHub and VitePress write them, become Lectern's callouts:
 *
 * ```md
 * > [!WARNING]
 * > Back up the database first.
 * ```
 *
 * Text after the marker on its line is the callout's title. A blockquote whose first line is not a
 * marker stays a blockquote.
 */
export function githubAlerts({ t }: { t: MarkdownTranslator }): MdastPluginDefinition {
  return {
    name: 'lectern-github-alerts',
    blockquote(node, ctx) {
      const [first, ...rest] = node.children;
      const lead = first?.type === 'paragraph' ? first.children[0] : undefined;
      if (first?.type !== 'paragraph' || lead?.type !== 'text') return;
      const marker = MARKER.exec(lead.value);
      if (!marker) return;
      const kind = ALERT_KINDS[(marker[1] ?? 'NOTE').toUpperCase() as keyof typeof ALERT_KINDS];
      const title = marker[2]?.trim() ?? '';
      const remaining = lead.value.slice(marker[0].length);
      const leadRest = [
        ...(remaining === '' ? [] : [{ type: 'text' as const, value: remaining }]),
        ...first.children.slice(1),
      ];
      const body: BuiltChild[] = [
        ...(leadRest.length > 0 && !(leadRest[0]?.type === 'break' && leadRest.length === 1)
          ? [{ type: 'paragraph' as const, children: dropLeadingBreak(leadRest) }]
          : []),
        ...rest,
      ];
      const label =
        title === ''
          ? []
          : [
              {
                type: 'paragraph' as const,
                data: { directiveLabel: true },
                children: [{ type: 'text' as const, value: title }],
              },
            ];
      ctx.replaceNode(node, callout({ children: [...label, ...body] as never }, kind, t(ctx)));
    },
  };
}

function dropLeadingBreak<Child extends { type: string }>(children: Child[]): Child[] {
  return children[0]?.type === 'break' ? children.slice(1) : children;
}
