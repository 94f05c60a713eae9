import { createTranslator, type PartialUiDictionary, type SearchHotkey } from '@lectern/theme-core';
import { RECENT_SEARCHES_STORAGE_KEY } from '@lectern/theme-core/dom';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createLazySearchClient } from '../client/load-search';
import type { SearchClient, SearchFilters, SearchHit, SearchVersion } from '../client/types';
import { searchTermFromUrl, urlWithoutSearchTerm } from '../search-param';
import * as styles from './SearchDialog.css';
import { SearchDialogFilters } from './SearchDialogFilters';
import { SearchDialogRecent } from './SearchDialogRecent';
import { SearchDialogResults } from './SearchDialogResults';
import { SearchIcon } from './SearchIcon';
import { hitOptionId, moveActive, recentOptionId, searchOptions } from './search-options';
import { wrapTabInDialog } from './tab-wrap';
import { useFilterValues } from './useFilterValues';
import { useRecentSearches } from './useRecentSearches';
import { useSearchRequests } from './useSearchRequests';
import { useSearchResults } from './useSearchResults';

export interface SearchDialogProps {
  /** The site's base path: the index is read from `{basePath}pagefind/pagefind.js`. Default: `/`. */
  basePath?: string | undefined;
  /** The visitor's hotkey choice, used when the dialog listens for the hotkey itself. Default: `'mod-k'`. */
  hotkey?: SearchHotkey | undefined;
  /** The interface texts of the page's language; English for every key left out. */
  labels?: PartialUiDictionary | undefined;
  /** The `localStorage` key of the recent searches; empty to remember none. */
  recentSearchesKey?: string | undefined;
  /**
   * Every version of the docs, the one at `basePath` among them: with two or more, a switch searches them
   * all, each result saying its version. Default: none (no switch).
   */
  versions?: readonly SearchVersion[] | undefined;
  /** Searches through this client instead of the site's Pagefind index (tests, stories). Not for islands. */
  client?: SearchClient | undefined;
  /** Searches all versions through this client (tests, stories). Not for islands. */
  allVersionsClient?: SearchClient | undefined;
  /** Opens a chosen result. Default: `location.assign(url)`. */
  onNavigate?: ((url: string) => void) | undefined;
}

/**
 * The search dialog: a modal with a combobox and a listbox of results grouped by page, found as the visitor
 * types. ↑/↓ move, Enter opens, Escape closes and gives the focus back; Tab goes round its controls. While the box is empty it offers
 * the recent searches; with API data in the index it offers filters by kind and component. It opens on
 * `lectern:show-search` from the search opener, and installs an opener itself when the page has none.
 * Nothing of the index loads before it opens.
 */
export function SearchDialog({
  basePath = '/',
  hotkey = 'mod-k',
  labels,
  recentSearchesKey = RECENT_SEARCHES_STORAGE_KEY,
  versions,
  client: givenClient,
  allVersionsClient: givenAllVersionsClient,
  onNavigate,
}: SearchDialogProps) {
  const t = useMemo(() => createTranslator({ overrides: labels }), [labels]);
  const versionClient = useMemo(
    () => givenClient ?? createLazySearchClient(basePath),
    [givenClient, basePath],
  );
  // The search across versions has a client of its own (its own Pagefind, which merges the other indexes
  // once): made once, it loads nothing until the switch is first turned on.
  const several = versions !== undefined && versions.length > 1;
  const [allVersions, setAllVersions] = useState(false);
  const allVersionsClient = useMemo(
    () =>
      several
        ? (givenAllVersionsClient ?? createLazySearchClient(basePath, { allVersions: versions }))
        : undefined,
    [several, givenAllVersionsClient, basePath, versions],
  );
  const client = allVersions && allVersionsClient ? allVersionsClient : versionClient;
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [filters, setFilters] = useState<SearchFilters>({});
  const [movedTo, setMovedTo] = useState<string>();
  const { recent, remember, clear } = useRecentSearches(recentSearchesKey);
  /** Searches for a new term: the first result becomes the active one again. */
  const search = (next: string) => {
    setTerm(next);
    setMovedTo(undefined);
  };
  const filterValues = useFilterValues(client, open);
  const queryFilters = filters.kind === 'page' ? { kind: filters.kind } : filters;
  const { groups, status } = useSearchResults(client, open ? term : '', queryFilters);

  useSearchRequests(hotkey, (requested) => {
    if (!open) returnFocusRef.current = document.activeElement;
    if (requested !== undefined) search(requested);
    setOpen(true);
    inputRef.current?.focus();
    inputRef.current?.select();
  });

  const showRecent = term.trim() === '' && recent.length > 0;
  const options = searchOptions(id, showRecent ? { recent } : { groups: term.trim() === '' ? [] : groups });
  // The first choice is active until the visitor moves, so Enter opens the best result.
  const activeId = options.some((option) => option.id === movedTo) ? movedTo : options[0]?.id;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      client.preload?.().catch(() => undefined);
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
      const opener = returnFocusRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      if (searchTermFromUrl(location.href) !== undefined) {
        history.replaceState(history.state, '', urlWithoutSearchTerm(location.href));
      }
    }
  }, [open, client]);

  const choose = (hit: SearchHit) => {
    remember(term);
    setOpen(false);
    (onNavigate ?? ((url: string) => location.assign(url)))(hit.anchorUrl);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const index = options.findIndex((option) => option.id === activeId);
      const next = options[moveActive(index, options.length, event.key === 'ArrowDown' ? 1 : -1)];
      setMovedTo(next?.id);
      if (next) document.getElementById(next.id)?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const option = options.find((candidate) => candidate.id === activeId) ?? options[0];
      if (option?.type === 'hit') choose(option.hit);
      else if (option?.type === 'recent') search(option.term);
    }
  };

  const listboxId = `${id}-listbox`;
  const expanded = options.length > 0;
  const message =
    status === 'error'
      ? t('search.unavailable')
      : term.trim() !== '' && status === 'done' && groups.length === 0
        ? t('search.noResults')
        : term.trim() !== '' && status === 'loading' && groups.length === 0
          ? t('search.loading')
          : '';

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={t('nav.search')}
      onCancel={(event) => {
        event.preventDefault();
        setOpen(false);
      }}
      onClose={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Tab') wrapTabInDialog(event.currentTarget, event.nativeEvent);
        if (event.key !== 'Escape') return;
        event.preventDefault();
        setOpen(false);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) setOpen(false);
      }}
    >
      {open && (
        <>
          <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
            <SearchIcon className={styles.searchIcon} />
            <input
              ref={inputRef}
              className={styles.input}
              type="search"
              role="combobox"
              aria-label={t('nav.search')}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={expanded ? activeId : undefined}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              value={term}
              onChange={(event) => search(event.target.value)}
              onKeyDown={onInputKeyDown}
            />
            <button type="button" className={styles.close} onClick={() => setOpen(false)}>
              <span className={styles.visuallyHidden}>{t('search.close')}</span>
              <span aria-hidden="true">Esc</span>
            </button>
          </form>
          <SearchDialogFilters
            idPrefix={id}
            values={filterValues}
            filters={filters}
            onChange={(next) => {
              setFilters(next);
              setMovedTo(undefined);
            }}
            allVersions={
              several
                ? {
                    checked: allVersions,
                    onChange: (checked) => {
                      setAllVersions(checked);
                      setMovedTo(undefined);
                    },
                  }
                : undefined
            }
            t={t}
          />
          <div
            className={styles.body}
            data-empty={message === '' && !showRecent && !expanded ? '' : undefined}
          >
            <p role="status" className={message ? styles.status : styles.silentStatus}>
              {message}
            </p>
            {showRecent ? (
              <SearchDialogRecent
                id={listboxId}
                title={t('search.recent')}
                clearLabel={t('search.clearRecent')}
                recent={recent}
                activeId={activeId}
                optionId={(index) => recentOptionId(id, index)}
                onHover={setMovedTo}
                onChoose={search}
                onClear={clear}
              />
            ) : (
              expanded && (
                <SearchDialogResults
                  id={listboxId}
                  label={t('search.results')}
                  groups={groups}
                  activeId={activeId}
                  optionId={(groupIndex, hitIndex) => hitOptionId(id, groupIndex, hitIndex)}
                  onHover={setMovedTo}
                  onChoose={choose}
                  busy={status === 'loading'}
                />
              )
            )}
          </div>
        </>
      )}
    </dialog>
  );
}
