// @vitest-environment jsdom

import { SEARCH_BUTTON_ATTRIBUTE } from '@lectern/theme-core';
import {
  LOAD_SEARCH_EVENT,
  OPEN_SEARCH_EVENT,
  SEARCH_REQUESTED_ATTRIBUTE,
  SHOW_SEARCH_EVENT,
} from '@lectern/theme-core/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_KEYS_GLOBAL } from './early-keys';
import { earlySearchKeysScript } from './early-keys-script';
import { startSearchOpenerOnDemand } from './on-demand';
import { installSearchOpener, type SearchOpener } from './search-opener';

let installs: number;
let stop: (() => void) | undefined;
let installed: SearchOpener | undefined;
let shown: (string | undefined)[];
const onShow = (event: Event) => {
  event.preventDefault();
  shown.push((event as CustomEvent<{ term?: string }>).detail.term);
};

function start() {
  stop = startSearchOpenerOnDemand(async () => {
    installs += 1;
    installed = installSearchOpener({ load: () => undefined });
    return installed;
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  installs = 0;
  shown = [];
  document.body.innerHTML = `<button ${SEARCH_BUTTON_ATTRIBUTE}>Search</button><a href="/x">Elsewhere</a>`;
  document.addEventListener(SHOW_SEARCH_EVENT, onShow);
});

afterEach(() => {
  stop?.();
  installed?.uninstall();
  installed = undefined;
  document.removeEventListener(SHOW_SEARCH_EVENT, onShow);
  history.replaceState(null, '', '/');
  (window as unknown as Record<string, { stop(): void } | undefined>)[EARLY_KEYS_GLOBAL]?.stop();
  Reflect.deleteProperty(window, EARLY_KEYS_GLOBAL);
});

describe('startSearchOpenerOnDemand', () => {
  it('installs nothing while the reader only reads, types plain keys or points elsewhere', async () => {
    start();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    document.querySelector('a')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(installs).toBe(0);
  });

  it('installs the opener when the pointer or the focus reaches the search button', async () => {
    start();
    document.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('button')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(installs).toBe(1);
    expect(shown).toEqual([]);
  });

  it('opens search once for a click on the search button before the opener was installed', async () => {
    start();
    document.querySelector('button')?.click();
    await settle();
    await settle();
    expect(installs).toBe(1);
    expect(shown).toEqual([undefined]);
    // Installed: the opener answers by itself, once.
    document.querySelector('button')?.click();
    expect(shown).toEqual([undefined, undefined]);
  });

  it('opens search for a request sent before the opener was installed', async () => {
    start();
    document.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
    await settle();
    await settle();
    expect(shown).toEqual([undefined]);
  });

  it('opens search for Ctrl+K pressed before the opener was installed: the early keys keep it', async () => {
    new Function(earlySearchKeysScript())();
    start();
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await settle();
    await settle();
    expect(installs).toBe(1);
    expect(shown).toEqual([undefined]);
  });

  it('installs at once when the address asks for a search, or a key was pressed before it ran', async () => {
    history.replaceState(null, '', '/?search=date+picker');
    const dialogLoads: number[] = [];
    const onLoad = () => dialogLoads.push(installs);
    document.addEventListener(LOAD_SEARCH_EVENT, onLoad);
    start();
    // The dialog is asked for before the opener has been installed, so both load side by side.
    expect(dialogLoads).toEqual([0]);
    expect(document.documentElement.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE)).toBe(true);
    document.removeEventListener(LOAD_SEARCH_EVENT, onLoad);
    document.documentElement.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE);
    await settle();
    expect(installs).toBe(1);
    expect(shown).toEqual(['date picker']);
  });
});
