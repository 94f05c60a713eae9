// @vitest-environment jsdom

import { SEARCH_OPEN_RETRY_MS } from '@lectern/theme-core';
import {
  LOAD_SEARCH_EVENT,
  OPEN_SEARCH_EVENT,
  SEARCH_OPENER_ATTRIBUTE,
  SEARCH_REQUESTED_ATTRIBUTE,
  SHOW_SEARCH_EVENT,
} from '@lectern/theme-core/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShowSearchDetail } from '../search-events';
import { EARLY_KEYS_GLOBAL, takeEarlyKeys } from './early-keys';
import { earlySearchKeysScript } from './early-keys-script';
import {
  hasSearchOpener,
  installSearchOpener,
  SEARCH_OPEN_TIMEOUT_MS,
  type SearchOpener,
} from './search-opener';

let opener: SearchOpener | undefined;
let removeDialog: (() => void) | undefined;

/** A stand-in for the dialog: takes every show request, recording its term. */
function readyDialog() {
  const shown: (string | undefined)[] = [];
  const listener = (event: Event) => {
    event.preventDefault();
    shown.push((event as CustomEvent<ShowSearchDetail>).detail.term);
  };
  document.addEventListener(SHOW_SEARCH_EVENT, listener);
  removeDialog = () => document.removeEventListener(SHOW_SEARCH_EVENT, listener);
  return shown;
}

const press = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  opener?.uninstall();
  removeDialog?.();
  opener = undefined;
  removeDialog = undefined;
  vi.useRealTimers();
  document.documentElement.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE);
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('installSearchOpener', () => {
  it.each([
    [{ key: 'k', ctrlKey: true }],
    [{ key: 'k', metaKey: true }],
    [{ key: 'K', ctrlKey: true, shiftKey: true }],
  ])('opens search on %j with the default choice, and keeps the browser from using the key', (init) => {
    const shown = readyDialog();
    opener = installSearchOpener();
    expect(press(init).defaultPrevented).toBe(true);
    expect(shown).toEqual([undefined]);
  });

  it.each([[{ key: '/' }], [{ key: 'k' }], [{ key: 'k', ctrlKey: true, altKey: true }]])(
    'leaves %j alone with the default choice',
    (init) => {
      const shown = readyDialog();
      opener = installSearchOpener();
      expect(press(init).defaultPrevented).toBe(false);
      expect(shown).toEqual([]);
    },
  );

  it('opens on `/` instead when the visitor chose it, but never from a field', () => {
    const shown = readyDialog();
    opener = installSearchOpener({ hotkey: 'slash' });
    document.body.innerHTML = `<input id="field"><textarea id="area"></textarea>
      <div contenteditable="true"><p id="editable">text</p></div><select id="choice"></select>`;
    for (const id of ['field', 'area', 'editable', 'choice']) {
      expect(press({ key: '/' }, document.getElementById(id) as HTMLElement).defaultPrevented).toBe(false);
    }
    press({ key: 'k', ctrlKey: true });
    expect(shown).toEqual([]);
    expect(press({ key: '/' }).defaultPrevented).toBe(true);
    expect(shown).toEqual([undefined]);
  });

  it('reads the hotkey choice at each key press when given a function', () => {
    const shown = readyDialog();
    let choice: 'mod-k' | 'slash' = 'mod-k';
    opener = installSearchOpener({ hotkey: () => choice });
    press({ key: '/' });
    choice = 'slash';
    press({ key: '/' });
    expect(shown).toHaveLength(1);
  });

  it('ignores a key another handler already took, and keys typed while composing', () => {
    const shown = readyDialog();
    opener = installSearchOpener();
    const taken = (event: Event) => event.preventDefault();
    document.body.addEventListener('keydown', taken, { once: true });
    press({ key: 'k', ctrlKey: true });
    press({ key: 'k', ctrlKey: true, isComposing: true });
    expect(shown).toEqual([]);
  });

  it('opens on lectern:open-search, the search button’s event', () => {
    const shown = readyDialog();
    opener = installSearchOpener();
    document.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
    expect(shown).toEqual([undefined]);
  });

  it('takes a click on the search button itself, once, before any handler of the button', () => {
    const shown = readyDialog();
    opener = installSearchOpener();
    const button = document.createElement('button');
    button.setAttribute('data-lectern-search-button', '');
    button.innerHTML = '<span>Search</span>';
    const ownHandler = vi.fn();
    button.addEventListener('click', ownHandler);
    document.body.append(button);
    button.querySelector('span')?.click();
    expect(shown).toEqual([undefined]);
    expect(ownHandler).not.toHaveBeenCalled();
    document.body.click();
    expect(shown).toEqual([undefined]);
    opener.uninstall();
    button.click();
    expect(ownHandler).toHaveBeenCalledTimes(1);
    button.remove();
  });

  it('keeps a hotkey pressed before the dialog is ready: it retries every 16 ms until the dialog answers', () => {
    opener = installSearchOpener();
    const attempts = vi.fn();
    document.addEventListener(SHOW_SEARCH_EVENT, attempts);
    press({ key: 'k', ctrlKey: true });
    expect(attempts).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SEARCH_OPEN_RETRY_MS - 1);
    expect(attempts).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(attempts).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(SEARCH_OPEN_RETRY_MS * 3);
    expect(attempts).toHaveBeenCalledTimes(5);

    const shown = readyDialog();
    vi.advanceTimersByTime(SEARCH_OPEN_RETRY_MS);
    expect(shown).toEqual([undefined]);
    vi.advanceTimersByTime(SEARCH_OPEN_RETRY_MS * 10);
    expect(shown).toHaveLength(1);
    expect(attempts).toHaveBeenCalledTimes(6);
    document.removeEventListener(SHOW_SEARCH_EVENT, attempts);
  });

  it('starts loading the dialog on the first request only', () => {
    const loads = vi.fn();
    document.addEventListener(LOAD_SEARCH_EVENT, loads);
    opener = installSearchOpener();
    expect(document.documentElement.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)).toBe(false);
    press({ key: 'k', ctrlKey: true });
    press({ key: 'k', ctrlKey: true });
    expect(loads).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)).toBe(true);
    document.removeEventListener(LOAD_SEARCH_EVENT, loads);
  });

  it('calls a given load function instead', () => {
    const load = vi.fn();
    opener = installSearchOpener({ load });
    opener.open();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)).toBe(false);
  });

  it('keeps one retry going when asked twice', () => {
    opener = installSearchOpener();
    const attempts = vi.fn();
    document.addEventListener(SHOW_SEARCH_EVENT, attempts);
    opener.open();
    opener.open('alert');
    vi.advanceTimersByTime(SEARCH_OPEN_RETRY_MS);
    expect(attempts).toHaveBeenCalledTimes(3);
    const last = attempts.mock.calls[2]?.[0] as CustomEvent<ShowSearchDetail> | undefined;
    expect(last?.detail.term).toBe('alert');
    document.removeEventListener(SHOW_SEARCH_EVENT, attempts);
  });

  it('gives up when no dialog answers for a long time', () => {
    opener = installSearchOpener();
    const attempts = vi.fn();
    document.addEventListener(SHOW_SEARCH_EVENT, attempts);
    opener.open();
    vi.advanceTimersByTime(SEARCH_OPEN_TIMEOUT_MS * 2);
    expect(attempts).toHaveBeenCalledTimes(Math.ceil(SEARCH_OPEN_TIMEOUT_MS / SEARCH_OPEN_RETRY_MS));
    document.removeEventListener(SHOW_SEARCH_EVENT, attempts);
  });

  it('opens prefilled when the address has ?search=term', () => {
    window.history.replaceState(null, '', '/en/guide/?search=date+picker');
    const shown = readyDialog();
    opener = installSearchOpener();
    expect(shown).toEqual(['date picker']);
  });

  it('leaves the address alone when told to', () => {
    window.history.replaceState(null, '', '/en/?search=alert');
    const shown = readyDialog();
    opener = installSearchOpener({ fromUrl: false });
    expect(shown).toEqual([]);
  });

  it('marks <html> while installed, and stops listening and retrying once uninstalled', () => {
    const installed = installSearchOpener();
    expect(hasSearchOpener()).toBe(true);
    expect(document.documentElement.hasAttribute(SEARCH_OPENER_ATTRIBUTE)).toBe(true);
    const attempts = vi.fn();
    document.addEventListener(SHOW_SEARCH_EVENT, attempts);
    installed.open();
    installed.uninstall();
    vi.advanceTimersByTime(SEARCH_OPEN_RETRY_MS * 5);
    press({ key: 'k', ctrlKey: true });
    document.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
    expect(attempts).toHaveBeenCalledTimes(1);
    expect(hasSearchOpener()).toBe(false);
    document.removeEventListener(SHOW_SEARCH_EVENT, attempts);
  });
});

describe('keys pressed before the opener is installed', () => {
  /** Runs the inline script as a page's `<head>` would. */
  const runEarlyScript = () => new Function(earlySearchKeysScript())();

  afterEach(() => takeEarlyKeys(window));

  it('keeps Ctrl+K from the browser at once, and opens search when the opener is installed', () => {
    runEarlyScript();
    const early = press({ key: 'k', ctrlKey: true });
    expect(early.defaultPrevented).toBe(true);
    const shown = readyDialog();
    opener = installSearchOpener();
    expect(document.documentElement.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)).toBe(true);
    expect(shown).toEqual([undefined]);
    // The inline script has stopped: it neither keeps nor blocks keys any more.
    expect(EARLY_KEYS_GLOBAL in window).toBe(false);
    expect(press({ key: 'x', ctrlKey: true }).defaultPrevented).toBe(false);
  });

  it('asks the dialog to load at the hotkey itself, before the opener is installed', () => {
    const loads = vi.fn();
    document.addEventListener(LOAD_SEARCH_EVENT, loads);
    try {
      runEarlyScript();
      press({ key: 'c', ctrlKey: true });
      press({ key: '/' });
      expect(loads).not.toHaveBeenCalled();
      expect(document.documentElement.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)).toBe(false);
      press({ key: 'K', ctrlKey: true, shiftKey: true });
      expect(loads).toHaveBeenCalledTimes(1);
      expect(document.documentElement.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)).toBe(true);
    } finally {
      document.removeEventListener(LOAD_SEARCH_EVENT, loads);
    }
  });

  it('asks the dialog to load at /, for a visitor who chose it, but not from a text field', () => {
    const loads = vi.fn();
    document.addEventListener(LOAD_SEARCH_EVENT, loads);
    document.documentElement.setAttribute('data-search-slash', '');
    try {
      runEarlyScript();
      const field = document.body.appendChild(document.createElement('textarea'));
      press({ key: '/' }, field);
      press({ key: 'k', ctrlKey: true });
      expect(loads).not.toHaveBeenCalled();
      press({ key: '/' });
      expect(loads).toHaveBeenCalledTimes(1);
      field.remove();
    } finally {
      document.documentElement.removeAttribute('data-search-slash');
      document.removeEventListener(LOAD_SEARCH_EVENT, loads);
    }
  });

  it('decides by the visitor’s hotkey: / opens search only when chosen, and never from a text field', () => {
    runEarlyScript();
    const field = document.body.appendChild(document.createElement('input'));
    press({ key: '/' }, field);
    expect(press({ key: '/' }).defaultPrevented).toBe(false);
    const keys = takeEarlyKeys(window);
    expect(keys.map((key) => key.key)).toEqual(['/', '/']);

    const shownWithModK = readyDialog();
    opener = installSearchOpener({ earlyKeys: keys, hotkey: 'mod-k' });
    expect(shownWithModK).toEqual([]);
    opener.uninstall();
    removeDialog?.();

    const shownWithSlash = readyDialog();
    opener = installSearchOpener({ earlyKeys: keys.slice(0, 1), hotkey: 'slash' });
    expect(shownWithSlash).toEqual([]);
    opener.uninstall();
    opener = installSearchOpener({ earlyKeys: keys, hotkey: 'slash' });
    expect(shownWithSlash).toEqual([undefined]);
  });

  it('leaves Ctrl+K to the browser for a visitor who chose /', () => {
    document.documentElement.setAttribute('data-search-slash', '');
    try {
      runEarlyScript();
      expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false);
      const shown = readyDialog();
      opener = installSearchOpener({ hotkey: 'slash' });
      expect(shown).toEqual([]);
    } finally {
      document.documentElement.removeAttribute('data-search-slash');
    }
  });

  it('opens nothing when no key was pressed, or without the inline script', () => {
    runEarlyScript();
    const shown = readyDialog();
    opener = installSearchOpener();
    expect(shown).toEqual([]);
    expect(document.documentElement.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)).toBe(false);
    expect(takeEarlyKeys(window)).toEqual([]);
  });
});
