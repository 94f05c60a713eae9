import { loadOnce } from '@lectern/theme-core';
import { LOAD_SEARCH_EVENT, SEARCH_REQUESTED_ATTRIBUTE, SHOW_SEARCH_EVENT } from '@lectern/theme-core/dom';
import type { ShowSearchDetail } from '../search-events';
import type { DocSearchOptions } from './docsearch-options';

/** The part of a DocSearch instance (`@docsearch/js` 5) this adapter uses. */
export interface DocSearchInstance {
  readonly isReady: boolean;
  open(): void;
  destroy(): void;
}

/** The props this adapter gives `docsearch()`. */
export interface DocSearchProps {
  container: HTMLElement;
  appId: string;
  apiKey: string;
  indices: string[];
  placeholder?: string;
  initialQuery?: string;
  keyboardShortcuts: { 'Ctrl/Cmd+K': boolean; '/': boolean };
  onReady: () => void;
}

/** The module `@docsearch/js/docsearch` (its default export is the `docsearch` function). */
export interface DocSearchModule {
  default: (props: DocSearchProps) => DocSearchInstance;
}

export interface InstallDocSearchOptions {
  /**
   * Loads DocSearch, on the first request to show search. Default: `import('@docsearch/js/docsearch')`.
   * Load DocSearch's styles here too, e.g. `Promise.all([import('@docsearch/js/docsearch'),
   * import('@docsearch/css')]).then(([module]) => module)`.
   */
  readonly importDocSearch?: (() => Promise<DocSearchModule>) | undefined;
  /** The document to listen on. Default: the global one. */
  readonly document?: Document | undefined;
}

/**
 * The `algolia` provider: takes the search opener's requests to show search (`lectern:show-search`) and
 * opens Algolia DocSearch's modal instead of the Pagefind dialog. DocSearch is imported on the first
 * request, into a hidden container (its own button is not used: the navigation bar has one), with its own
 * hotkeys off (the opener handles them). Returns a function that stops listening and removes DocSearch.
 *
 * @example
 * installSearchOpener({ hotkey });
 * installDocSearch({ appId: 'YOUR_APP_ID', apiKey: '…', indexName: 'docs' });
 */
export function installDocSearch(
  options: DocSearchOptions,
  settings: InstallDocSearchOptions = {},
): () => void {
  const doc = settings.document ?? document;
  const importDocSearch =
    settings.importDocSearch ??
    (() => import('@docsearch/js/docsearch') as unknown as Promise<DocSearchModule>);
  let loading: Promise<DocSearchInstance> | undefined;
  let container: HTMLElement | undefined;
  // One import, started by the first of the opener's load request and its show request.
  const importOnce = loadOnce(importDocSearch);
  const prefetch = () => void importOnce().catch(() => undefined);

  const load = (term: string | undefined) =>
    importOnce().then(
      (module) =>
        new Promise<DocSearchInstance>((resolve) => {
          container = doc.createElement('div');
          container.hidden = true;
          container.dataset.lecternDocsearch = '';
          doc.body.append(container);
          let created: DocSearchInstance | undefined;
          let ready = false;
          const settle = () => created && ready && resolve(created);
          created = module.default({
            container,
            appId: options.appId,
            apiKey: options.apiKey,
            indices: [options.indexName],
            ...(options.placeholder ? { placeholder: options.placeholder } : {}),
            ...(term ? { initialQuery: term } : {}),
            keyboardShortcuts: { 'Ctrl/Cmd+K': false, '/': false },
            onReady: () => {
              ready = true;
              settle();
            },
          });
          ready ||= created.isReady;
          settle();
        }),
    );

  const onShow = (event: Event) => {
    event.preventDefault();
    const term = (event as CustomEvent<ShowSearchDetail | null>).detail?.term;
    loading ??= load(term).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    loading.then((instance) => instance.open()).catch(() => undefined);
  };

  doc.addEventListener(SHOW_SEARCH_EVENT, onShow);
  // Search was asked for (`?search=` asks before the opener has loaded): DocSearch starts loading now.
  if (doc.documentElement.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)) prefetch();
  else doc.addEventListener(LOAD_SEARCH_EVENT, prefetch, { once: true });
  return () => {
    doc.removeEventListener(SHOW_SEARCH_EVENT, onShow);
    doc.removeEventListener(LOAD_SEARCH_EVENT, prefetch);
    loading
      ?.then((instance) => {
        instance.destroy();
        container?.remove();
      })
      .catch(() => undefined);
    container?.remove();
  };
}
