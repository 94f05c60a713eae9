import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Quickbar } from '../components/Quickbar/Quickbar';
import { changeSettings } from '../settings/settings-source';
import { resetSettingsStorageForTests } from '../settings/settings-storage';
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

afterEach(() => {
  stop();
  stop = () => {};
  resetSettingsStorageForTests();
  forgetAccount();
  localStorage.clear();
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

  it('does nothing on a page without a quickbar', () => {
    expect(startQuickbar(document.createElement('div'))).toBeTypeOf('function');
    expect(localStorage.getItem('lectern-recent-pages')).toBeNull();
  });
});
