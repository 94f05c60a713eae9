import {
  mergeSettings,
  type SettingsSyncMode,
  serializeSettings,
  settingsForSync,
  settingsSyncMode,
} from '@lectern/theme-core';
import { SETTINGS_CHANGE_EVENT } from '@lectern/theme-core/dom';
import { accountRoute, roleOf } from '../account/account-api';
import { writeAccountHint } from '../account/account-hint';
import { type AccountStore, pageAccount } from './account-store';
import { pageStore } from './page-stores';
import { pageSettingsStorage, type SettingsStorage } from './settings-storage';
import { pageSettingsText, type SettingsText } from './stored-settings';

// Saves the visitor's settings to their account and, for accounts logged in with GitHub, brings the
// account's settings to this device: one PUT sends this device's synced settings, the server merges them
// field by field into the account's (each setting's last change wins, times clamped to the server's clock)
// and answers the merged settings, which this device merges into its own the same way. Device-only
// settings never leave the device. Loaded only for visitors who are (or may be) logged in.

/** How the last attempt went: `mode` says what the visitor's settings do; `error`, why saving failed. */
export interface SyncStatus {
  readonly mode: SettingsSyncMode;
  readonly error?: string;
}

const OFF: SyncStatus = { mode: 'off' };

/** A page's settings sync (see {@link createSettingsSync}). */
export interface SettingsSync {
  /** The last sync's outcome. */
  status(): SyncStatus;
  /** Calls `onChange` whenever the sync status changes; returns the function that stops listening. */
  subscribe(onChange: () => void): () => void;
  /** Syncs now; a call while one is under way runs once more after it (see {@link syncSettingsNow}). */
  syncNow(): Promise<SyncStatus>;
  /** Syncs now, then after each change made on the page (see {@link startSettingsSync}). Idempotent. */
  start(): void;
}

/** What a settings sync works with: the page's window, account and settings. */
export interface SettingsSyncOptions {
  /** The page's window: the changes made on it are synced, and it is told of settings brought in. */
  readonly view: Window;
  /** Who is logged in, asked of the server once. */
  readonly account: AccountStore;
  /** The settings as stored. */
  readonly storage: SettingsStorage;
  /** Where the merged settings document is kept. */
  readonly text: SettingsText;
  /** Aborts when the page's stores are forgotten: the sync then stops following the page's changes. */
  readonly forgotten?: AbortSignal | undefined;
}

/** The server's reason for a refusal: its message, and each field it names. */
async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: string; errors?: { field: string; message: string }[] };
    const fields = (body.errors ?? []).map(({ field, message }) =>
      field ? `${field}: ${message}` : message,
    );
    return [body.error, ...fields].filter(Boolean).join(' ') || `the server answered ${response.status}`;
  } catch {
    return `the server answered ${response.status}`;
  }
}

/**
 * The settings sync of the page in `view`: it saves the visitor's settings to their account and, with
 * GitHub, merges the account's into the page's (see the top of this module).
 */
export function createSettingsSync({
  view,
  account,
  storage,
  text,
  forgotten,
}: SettingsSyncOptions): SettingsSync {
  let status = OFF;
  let lastSent: string | undefined;
  let running: Promise<SyncStatus> | undefined;
  let again = false;
  let started = false;
  const listeners = new Set<() => void>();

  const setStatus = (next: SyncStatus): SyncStatus => {
    status = next;
    for (const listener of listeners) listener();
    return next;
  };

  const syncOnce = async (): Promise<SyncStatus> => {
    const state = await account.load();
    if (state.status !== 'ready' || !state.user) return setStatus({ mode: 'off' });
    const local = storage.read().settings;
    const mode = settingsSyncMode(
      { role: roleOf(state.user), providers: state.user.providers },
      local.values.syncSettings,
    );
    if (mode === 'off') return setStatus({ mode });
    const body = JSON.stringify(settingsForSync(local));
    if (body === lastSent && status.error === undefined) return setStatus({ mode });
    let response: Response;
    try {
      response = await fetch(accountRoute('settings'), {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
      });
    } catch {
      return setStatus({ mode, error: 'the server cannot be reached.' });
    }
    if (response.status === 401) {
      writeAccountHint('anonymous');
      void account.load({ refresh: true });
      return setStatus({ mode: 'off' });
    }
    if (!response.ok) return setStatus({ mode, error: await refusal(response) });
    lastSent = body;
    if (mode === 'sync') {
      const { settings } = (await response.json()) as { settings: Parameters<typeof mergeSettings>[1] };
      const now = storage.read().settings; // changes made while the request was out count too
      const merged = mergeSettings(now, settings, { now: Date.now() });
      if (serializeSettings(merged) !== serializeSettings(now)) {
        text.keep(serializeSettings(merged));
        lastSent = JSON.stringify(settingsForSync(merged));
        view.dispatchEvent(new Event(SETTINGS_CHANGE_EVENT));
      }
    }
    return setStatus({ mode });
  };

  const syncNow = (): Promise<SyncStatus> => {
    if (running) {
      again = true;
      return running;
    }
    running = syncOnce().finally(() => {
      running = undefined;
      // A forgotten page's sync sends nothing more.
      if (again && !forgotten?.aborted) {
        again = false;
        void syncNow();
      }
    });
    return running;
  };

  return {
    status: () => status,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    syncNow,
    start() {
      if (started) return;
      started = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      view.addEventListener(
        SETTINGS_CHANGE_EVENT,
        () => {
          clearTimeout(timer);
          timer = setTimeout(() => void syncNow(), 500);
        },
        { signal: forgotten },
      );
      forgotten?.addEventListener('abort', () => clearTimeout(timer));
      void syncNow();
    },
  };
}

function createPageSettingsSync(view: Window, forgotten: AbortSignal): SettingsSync {
  return createSettingsSync({
    view,
    account: pageAccount(view),
    storage: pageSettingsStorage(view),
    text: pageSettingsText(view),
    forgotten,
  });
}

/** The settings sync of the page in `view`, which its islands and page scripts share. */
export function pageSettingsSync(view: Window = window): SettingsSync {
  return pageStore(createPageSettingsSync, view);
}

/** The last sync's outcome; off on the server, where nothing syncs. */
export function syncStatus(): SyncStatus {
  return typeof window === 'undefined' ? OFF : pageSettingsSync().status();
}

/** Calls `onChange` whenever the sync status changes; returns the function that stops listening. */
export function subscribeToSyncStatus(onChange: () => void): () => void {
  return pageSettingsSync().subscribe(onChange);
}

/**
 * Saves (and, with GitHub, syncs) the settings now; a call while one is under way runs once more after it,
 * so the last change is always sent.
 */
export function syncSettingsNow(): Promise<SyncStatus> {
  return pageSettingsSync().syncNow();
}

/**
 * Syncs now, then again half a second after each change made on this page (other tabs sync their own).
 * Idempotent.
 */
export function startSettingsSync(): void {
  pageSettingsSync().start();
}
