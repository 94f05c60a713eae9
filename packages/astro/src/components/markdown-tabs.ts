// The tabs of code groups and of <Tabs>: each module loads only on a page that has one.

/** Turns the page's code groups and <Tabs> into tabs, loading the code of each only where it is used. */
export function startMarkdownTabs(doc: Document = document): void {
  if (doc.querySelector('.lectern-code-group')) {
    void import('./code-group-tabs.js').then((tabs) => tabs.makeCodeGroupTabs(doc));
  }
  if (doc.querySelector('.lectern-tabs')) {
    void import('./content-tabs.js').then((tabs) => tabs.makeContentTabs(doc));
  }
}
