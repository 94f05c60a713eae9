import {
  mergeSettings,
  type SettingsSyncMode,
  serializeSettings,
  settingsForSync,
  settingsSyncMode,
} from '@lectern/theme-core';
import { SETTINGS_CHANGE_EVENT } from '@lectern/theme-core/dom';
import { readSettingsFromStorage } from '../settings/settings-storage';
import { keepSettingsText } from '../settings/stored-settings';
import { accountRoute, roleOf } from './account-api';
import { writeAccountHint } from './account-hint';
import { loadAccount } from './account-store';

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

let status: SyncStatus = { mode: 'off' };
let lastSent: string | undefined;
let running: Promise<SyncStatus> | undefined;
let again = false;
const listeners = new Set<() => void>();

function setStatus(next: SyncStatus): SyncStatus {
  status = next;
  for (const listener of listeners) listener();
  return next;
}

/** The last sync's outcome. */
export function syncStatus(): SyncStatus {
  return status;
}

/** Calls `onChange` whenever the sync status changes; returns the function that stops listening. */
export function subscribeToSyncStatus(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
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

async function syncOnce(): Promise<SyncStatus> {
  const account = await loadAccount();
  if (account.status !== 'ready' || !account.user) return setStatus({ mode: 'off' });
  const local = readSettingsFromStorage().settings;
  const mode = settingsSyncMode(
    { role: roleOf(account.user), providers: account.user.providers },
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
    void loadAccount({ refresh: true });
    return setStatus({ mode: 'off' });
  }
  if (!response.ok) return setStatus({ mode, error: await refusal(response) });
  lastSent = body;
  if (mode === 'sync') {
    const { settings } = (await response.json()) as { settings: Parameters<typeof mergeSettings>[1] };
    const now = readSettingsFromStorage().settings; // changes made while the request was out count too
    const merged = mergeSettings(now, settings, { now: Date.now() });
    if (serializeSettings(merged) !== serializeSettings(now)) {
      keepSettingsText(serializeSettings(merged));
      lastSent = JSON.stringify(settingsForSync(merged));
      window.dispatchEvent(new Event(SETTINGS_CHANGE_EVENT));
    }
  }
  return setStatus({ mode });
}

/**
 * Saves (and, with GitHub, syncs) the settings now; a call while one is under way runs once more after it,
 * so the last change is always sent.
 */
export function syncSettingsNow(): Promise<SyncStatus> {
  if (running) {
    again = true;
    return running;
  }
  running = syncOnce().finally(() => {
    running = undefined;
    if (again) {
      again = false;
      void syncSettingsNow();
    }
  });
  return running;
}

let started = false;

/**
 * Syncs now, then again half a second after each change made on this page (other tabs sync their own).
 * Idempotent.
 */
export function startSettingsSync(): void {
  if (started) return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener(SETTINGS_CHANGE_EVENT, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void syncSettingsNow(), 500);
  });
  void syncSettingsNow();
}

/** Forgets what was sent; for tests. */
export function resetSettingsSyncForTests(): void {
  status = { mode: 'off' };
  lastSent = undefined;
  running = undefined;
  again = false;
  listeners.clear();
}
