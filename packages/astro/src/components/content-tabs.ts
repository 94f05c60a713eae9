// Turns every <Tabs> of a page into tabs (see Tabs.astro), and keeps the tabs of one `groupId`/`syncKey`
// on the same label, across the page and, through the browser's storage, across pages.
import { TABS_STORAGE_PREFIX } from '@lectern/theme-core/dom';
import { makeTabList, type TabList } from './tab-list.js';

/**
 * Turns the <Tabs> of the page into tabs (see the top of this file). `MarkdownFeatures` loads this
 * module only on a page that has one.
 */
export function makeContentTabs(document: Document = globalThis.document): void {
  const synced = new Map<string, TabList[]>();
  const stored = (key: string) => {
    try {
      return localStorage.getItem(`${TABS_STORAGE_PREFIX}${key}`) ?? undefined;
    } catch {
      return undefined;
    }
  };
  let count = 0;
  for (const tabsElement of document.querySelectorAll<HTMLElement>('.lectern-tabs')) {
    const items = [...tabsElement.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.matches('.lectern-tab-item'),
    );
    if (items.length === 0) continue;
    let named: Record<string, string> = {};
    try {
      named = JSON.parse(tabsElement.dataset.labels ?? '{}');
    } catch {}
    const labels = items.map(
      (item, index) => named[item.dataset.value ?? ''] ?? item.dataset.label ?? String(index + 1),
    );
    const key = tabsElement.dataset.syncKey;
    const remembered = key === undefined ? undefined : stored(key);
    const defaultValue = tabsElement.dataset.defaultValue;
    const initial = [
      remembered === undefined ? -1 : labels.indexOf(remembered),
      defaultValue === undefined ? -1 : items.findIndex((item) => item.dataset.value === defaultValue),
      items.findIndex((item) => item.hasAttribute('data-default')),
      0,
    ].find((index) => index >= 0);
    tabsElement.toggleAttribute('data-tabbed', true);
    const list = makeTabList({
      container: tabsElement,
      panels: items,
      labels,
      prefix: `lectern-tabs-${++count}`,
      classes: { list: 'lectern-code-tabs', tab: 'lectern-code-tab' },
      initial,
      onPick: (index) => {
        if (key === undefined) return;
        const label = labels[index];
        if (label === undefined) return;
        try {
          localStorage.setItem(`${TABS_STORAGE_PREFIX}${key}`, label);
        } catch {}
        for (const other of synced.get(key) ?? []) {
          const match = other.labels.indexOf(label);
          if (other !== list && match >= 0) other.select(match);
        }
      },
    });
    if (key === undefined) continue;
    const lists = synced.get(key);
    if (lists) lists.push(list);
    else synced.set(key, [list]);
  }
}
