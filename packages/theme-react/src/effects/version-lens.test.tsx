import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { VersionBadge } from '../components/VersionBadge';
import { changeSettings } from '../settings/settings-source';
import { forgetPageStores } from '../stores/page-stores';
import { startVersionLens } from './version-lens';

/** Stores the version the visitor uses, as the settings panel would have. */
function using(version: string | null) {
  localStorage.setItem(
    'lectern-settings',
    JSON.stringify({ version: 1, values: { usingVersion: version }, updatedAt: { usingVersion: 1 } }),
  );
}

/** A page with badges of each kind and a section removed in 0.2, as the server draws them. */
function page() {
  const badge = (kind: 'since' | 'changed' | 'deprecated', version: string) =>
    renderToStaticMarkup(<VersionBadge kind={kind} version={version} />);
  document.body.innerHTML = `
    <h2>Search ${badge('since', '0.2')}</h2>
    <p>Filters ${badge('changed', '0.3')} ${badge('deprecated', '0.1')}</p>
    <div data-lens-removed="0.2"><p>The old search box.</p></div>
    <div data-lens-removed="0.4"><p>The old sidebar.</p></div>`;
}

const badgeOf = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('.lectern-badge')].find((badge) =>
    badge.textContent?.startsWith(text),
  ) as HTMLElement;
const newer = (text: string) => badgeOf(text).hasAttribute('data-lens-newer');
const noteShown = (text: string) => !(badgeOf(text).querySelector('[data-lens-note]') as HTMLElement).hidden;
const sectionShown = (text: string) =>
  !(
    [...document.querySelectorAll<HTMLElement>('[data-lens-removed]')].find((section) =>
      section.textContent?.includes(text),
    ) as HTMLElement
  ).hidden;

let stop = () => {};
afterEach(() => {
  stop();
  forgetPageStores();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('startVersionLens', () => {
  it('leaves the page as drawn for a visitor who stated no version', () => {
    page();
    stop = startVersionLens(document);
    expect(['New in', 'Changed in', 'Deprecated in'].some(newer)).toBe(false);
    expect(noteShown('New in')).toBe(false);
    expect(sectionShown('old search box')).toBe(true);
  });

  it("marks what is newer than the visitor's version and hides what was removed by then", () => {
    using('0.2');
    page();
    stop = startVersionLens(document);
    expect(newer('New in 0.2')).toBe(false);
    expect(newer('Changed in 0.3')).toBe(true);
    expect(noteShown('Changed in 0.3')).toBe(true);
    expect(noteShown('New in 0.2')).toBe(false);
    expect(newer('Deprecated in 0.1')).toBe(false);
    expect(sectionShown('old search box')).toBe(false);
    expect(sectionShown('old sidebar')).toBe(true);
  });

  it('follows a change of the setting, showing again what it hid', async () => {
    using('0.2');
    page();
    stop = startVersionLens(document);
    await changeSettings({ usingVersion: '0.1' });
    expect(newer('New in 0.2')).toBe(true);
    expect(sectionShown('old search box')).toBe(true);
    await changeSettings({ usingVersion: null });
    expect(newer('New in 0.2')).toBe(false);
    expect(newer('Changed in 0.3')).toBe(false);
    expect(sectionShown('old search box')).toBe(true);
  });

  it('does not show what the page itself hid', async () => {
    using('0.1');
    page();
    const section = document.querySelector<HTMLElement>('[data-lens-removed="0.2"]') as HTMLElement;
    section.hidden = true;
    stop = startVersionLens(document);
    await changeSettings({ usingVersion: '0.3' });
    await changeSettings({ usingVersion: '0.1' });
    expect(section.hidden).toBe(true);
  });
});
