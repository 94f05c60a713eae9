import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Quickbar } from '../components/Quickbar/Quickbar';
import { appearanceScript } from '../first-paint/appearance-script';
import { changeSettings } from '../settings/settings-source';
import { forgetAccount, signIn } from '../test/account';
import { startQuickbar } from './quickbar';

let stop = () => {};

/** The quickbar of a page as the server draws it, started as the page's script starts it. */
function openPage(path: string, title: string) {
  stop();
  document.body.innerHTML = '';
  const { container } = render(createElement(Quickbar, { page: { path, title, locale: 'en' } }));
  stop = startQuickbar(container);
  return container;
}

const links = (container: HTMLElement, list: 'recent' | 'pinned') => {
  const group = container.querySelector<HTMLElement>(`[data-quickbar-list="${list}"]`);
  if (!group || group.hidden) return [];
  return [...group.querySelectorAll('a')].map(
    (anchor) => `${anchor.textContent} ${anchor.getAttribute('href')}`,
  );
};

function storePins(pins: string[]) {
  localStorage.setItem('lectern-settings', JSON.stringify({ version: 1, values: { pins }, updatedAt: {} }));
}

const filled = () => document.documentElement.hasAttribute('data-quickbar-filled');

afterEach(() => {
  stop();
  stop = () => {};
  forgetAccount();
  localStorage.clear();
  const root = document.documentElement;
  for (const name of [...root.getAttributeNames()]) if (name.startsWith('data-')) root.removeAttribute(name);
});

describe('startQuickbar', () => {
  it('lists nothing on a first visit, and the pages read since on the next ones, newest first', () => {
    expect(links(openPage('/en/a/', 'A'), 'recent')).toEqual([]);
    openPage('/en/b/', 'B');
    const container = openPage('/en/c/', 'C');
    expect(links(container, 'recent')).toEqual(['B /en/b/', 'A /en/a/']);
    expect(links(openPage('/en/a/', 'A'), 'recent')).toEqual(['C /en/c/', 'B /en/b/']);
  });

  it('lists at most five pages read last', () => {
    for (const letter of 'abcdefg') openPage(`/en/${letter}/`, letter.toUpperCase());
    expect(links(openPage('/en/h/', 'H'), 'recent')).toEqual([
      'G /en/g/',
      'F /en/f/',
      'E /en/e/',
      'D /en/d/',
      'C /en/c/',
    ]);
  });

  it("lists a subscriber's pinned pages in the page's language, with the titles read here", async () => {
    storePins(['/components/alert/', '/guide/getting-started/']);
    await signIn('subscriber');
    openPage('/en/components/alert/', 'Alert');
    const container = openPage('/en/other/', 'Other');
    expect(links(container, 'pinned')).toEqual([
      'Alert /en/components/alert/',
      'Getting started /en/guide/getting-started/',
    ]);
  });

  it('lists no pins for a visitor who is not a subscriber, and follows the account and the pins', async () => {
    storePins(['/components/alert/']);
    const container = openPage('/en/other/', 'Other');
    expect(links(container, 'pinned')).toEqual([]);
    await signIn('subscriber');
    expect(links(container, 'pinned')).toEqual(['Alert /en/components/alert/']);
    await changeSettings({ pins: [] });
    expect(links(container, 'pinned')).toEqual([]);
  });

  it("follows another tab's reading", () => {
    const container = openPage('/en/a/', 'A');
    localStorage.setItem('lectern-recent-pages', JSON.stringify([{ path: '/en/z/', title: 'Z' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'lectern-recent-pages' }));
    expect(links(container, 'recent')).toEqual(['Z /en/z/']);
  });

  it('shows the bar (data-quickbar-filled on <html>) while it has links, and only then', async () => {
    openPage('/en/a/', 'A');
    expect(filled()).toBe(false);
    openPage('/en/a/', 'A');
    expect(filled()).toBe(false);
    openPage('/en/b/', 'B');
    expect(filled()).toBe(true);
    localStorage.setItem('lectern-recent-pages', JSON.stringify([{ path: '/en/b/', title: 'B' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'lectern-recent-pages' }));
    expect(filled()).toBe(false);
    storePins(['/components/alert/']);
    await signIn('subscriber');
    expect(filled()).toBe(true);
  });

  it('does nothing on a page without a quickbar', () => {
    expect(startQuickbar(document.createElement('div'))).toBeTypeOf('function');
    expect(localStorage.getItem('lectern-recent-pages')).toBeNull();
  });
});

/** A visitor's stored data, and the page they open. */
interface FirstPaintCase {
  /** What `lectern-recent-pages` holds. */
  recent?: string;
  /** The pins of the settings document. */
  pins?: unknown[];
  /** The role this browser last saw (`lectern-account`). */
  role?: string;
  /** The page's address. */
  path?: string;
  /** The site's base path (`data-lectern-base`). */
  base?: string;
}

const read = (...pages: [string, string][]) =>
  JSON.stringify(pages.map(([path, title]) => ({ path, title })));

describe('the first paint and startQuickbar', () => {
  it.each<[string, FirstPaintCase, boolean]>([
    ['a first visit', {}, false],
    ['only this page read', { recent: read(['/en/here/', 'Here']) }, false],
    ['another page read', { recent: read(['/en/here/', 'Here'], ['/en/other/', 'Other']) }, true],
    ['damaged reading', { recent: '{oops' }, false],
    ['no list', { recent: '{"path":"/en/other/","title":"Other"}' }, false],
    ['a page read without a title', { recent: read(['/en/other/', '  ']) }, false],
    ['a page read that is no path', { recent: read(['javascript:alert(1)', 'X']) }, false],
    ['pins of a visitor who is not a subscriber', { pins: ['/other/'], role: 'logged-in' }, false],
    ["a subscriber's pin of this page", { pins: ['/here/'], role: 'subscriber' }, false],
    ["a subscriber's pin of another page", { pins: ['/here/', '/other/'], role: 'subscriber' }, true],
    ['pins that are no paths', { pins: ['other', 42, null], role: 'subscriber' }, false],
    [
      'a pin of this page under a base path',
      { pins: ['/here/'], role: 'subscriber', path: '/docs/en/here/', base: '/docs/' },
      false,
    ],
    [
      'a pin of another page under a base path',
      { pins: ['/other/'], role: 'subscriber', path: '/docs/en/here/', base: '/docs/' },
      true,
    ],
  ])('agree on whether the bar shows: %s', (_name, visitor, expected) => {
    const { recent, pins, role, path = '/en/here/', base } = visitor;
    if (recent !== undefined) localStorage.setItem('lectern-recent-pages', recent);
    if (pins !== undefined) storePins(pins as string[]);
    if (role !== undefined) localStorage.setItem('lectern-account', role);
    window.history.replaceState(null, '', path);
    const root = document.documentElement;
    root.lang = 'en';
    if (base !== undefined) root.setAttribute('data-lectern-base', base);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    // The first-paint script, as the page's <head> runs it.
    new Function(appearanceScript())();
    expect(filled(), 'at the first paint').toBe(expected);
    // The page's effects, once the page has loaded.
    openPage(path, 'Here');
    expect(filled(), 'once the lists are filled').toBe(expected);
  });
});
