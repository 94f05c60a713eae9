// Turns every code group (`:::code-group`) into tabs, following the ARIA tabs pattern: a tab list named
// by the blocks' titles, arrow keys (Home, End) to move, one tab stop. Without the script the blocks stay
// stacked, each with its title.
import { makeTabList } from './tab-list.js';

/**
 * Turns the code groups of the page into tabs (see the top of this file). `MarkdownFeatures` loads this
 * module only on a page that has one.
 */
export function makeCodeGroupTabs(document: Document = globalThis.document): void {
  let groupCount = 0;
  for (const group of document.querySelectorAll<HTMLElement>('.lectern-code-group')) {
    const blocks = [...group.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.matches('figure.lectern-code'),
    );
    if (blocks.length === 0) continue;
    // A figure may not take the tabpanel role, so each block moves into a panel of its own.
    const panels = blocks.map((block) => {
      const panel = document.createElement('div');
      panel.className = 'lectern-code-panel';
      block.before(panel);
      panel.append(block);
      return panel;
    });
    makeTabList({
      container: group,
      panels,
      labels: blocks.map(
        (block, index) => block.querySelector(':scope > figcaption')?.textContent ?? String(index + 1),
      ),
      prefix: `lectern-code-group-${++groupCount}`,
      classes: { list: 'lectern-code-tabs', tab: 'lectern-code-tab' },
    });
  }
}
