import { nextTabIndex } from '../markdown/tab-navigation.js';

/** What {@link makeTabList} turns into tabs. */
export interface TabListOptions {
  /** The element the tab list is put at the start of. */
  container: HTMLElement;
  /** The panels, in order; each gets `role="tabpanel"`. */
  panels: readonly HTMLElement[];
  /** The text of each panel's tab. */
  labels: readonly string[];
  /** The ids' prefix, unique on the page. */
  prefix: string;
  /** The classes of the tab list and of a tab. */
  classes: { list: string; tab: string };
  /** The tab shown first. Default: the first. */
  initial?: number | undefined;
  /** Told when the reader picks a tab (not when {@link TabList.select} is called). */
  onPick?: ((index: number) => void) | undefined;
}

/** A tab list made by {@link makeTabList}. */
export interface TabList {
  /** Shows a panel, moving the focus to its tab when asked. */
  select(index: number, focus?: boolean): void;
  readonly labels: readonly string[];
}

/**
 * Turns panels into tabs, as the ARIA tabs pattern has it: a tab list at the start of the container, one
 * tab stop, the arrow keys (in reading order), Home and End to move, each panel labelled by its tab.
 */
export function makeTabList({
  container,
  panels,
  labels,
  prefix,
  classes,
  initial = 0,
  onPick,
}: TabListOptions): TabList {
  const tabList = document.createElement('div');
  tabList.className = classes.list;
  tabList.setAttribute('role', 'tablist');
  const tabs = panels.map((panel, index) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = `${prefix}-tab-${index + 1}`;
    tab.className = classes.tab;
    tab.setAttribute('role', 'tab');
    panel.id ||= `${prefix}-panel-${index + 1}`;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    tab.setAttribute('aria-controls', panel.id);
    tab.textContent = labels[index] ?? String(index + 1);
    tabList.append(tab);
    return tab;
  });
  const select = (selected: number, focus = false) => {
    tabs.forEach((tab, index) => {
      tab.setAttribute('aria-selected', String(index === selected));
      tab.tabIndex = index === selected ? 0 : -1;
      panels[index]?.toggleAttribute('hidden', index !== selected);
    });
    if (focus) tabs[selected]?.focus();
  };
  tabList.addEventListener('click', (event) => {
    const index = tabs.findIndex((tab) => event.target instanceof Node && tab.contains(event.target));
    if (index < 0) return;
    select(index);
    onPick?.(index);
  });
  tabList.addEventListener('keydown', (event) => {
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const next = nextTabIndex(event.key, current, tabs.length, getComputedStyle(tabList).direction);
    if (current < 0 || next === undefined) return;
    event.preventDefault();
    select(next, true);
    onPick?.(next);
  });
  container.prepend(tabList);
  select(Math.min(Math.max(0, initial), tabs.length - 1));
  return { select, labels };
}
