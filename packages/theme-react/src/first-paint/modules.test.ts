import { afterEach, describe, expect, it, vi } from 'vitest';
import { appearanceScript } from './appearance-script';
import fitNavBarAtFirstPaint from './nav-bar-fit';
import { navBarFitScript, sidebarPlaceScript } from './scripts';
import applySettingsAtFirstPaint from './settings';
import placeSidebarAtFirstPaint from './sidebar-place';

// The first-paint scripts are these modules, built as text (see appearance-script.test.ts and the
// sidebar's and the bar's tests for what they do on a page): run as modules, they do the same.

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-lectern-appearance');
  document.documentElement.removeAttribute('data-banner-dismissed');
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the first-paint modules', () => {
  it('apply the settings as the built script does', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    localStorage.setItem(
      'lectern-settings',
      JSON.stringify({ version: 1, values: { dismissedBanners: ['b-1'] }, updatedAt: {} }),
    );
    applySettingsAtFirstPaint('dark', 'b-1');
    const root = document.documentElement;
    const asModule = [root.dataset.theme, root.getAttribute('data-lectern-appearance')];
    expect(asModule).toEqual(['dark', 'dark']);
    expect(root).toHaveAttribute('data-banner-dismissed');
    root.removeAttribute('data-theme');
    root.removeAttribute('data-banner-dismissed');
    new Function(appearanceScript('dark', { bannerId: 'b-1' }))();
    expect([root.dataset.theme, root.getAttribute('data-lectern-appearance')]).toEqual(asModule);
    expect(root).toHaveAttribute('data-banner-dismissed');
  });

  it('leave a page without a bar or a sidebar alone, as module and as text', () => {
    const before = document.documentElement.outerHTML;
    fitNavBarAtFirstPaint();
    placeSidebarAtFirstPaint();
    new Function(navBarFitScript())();
    new Function(sidebarPlaceScript())();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('keep a sidebar failing to be restored as it was drawn', () => {
    document.body.innerHTML = '<nav id="lectern-sidebar"><a href="/a/" aria-current="page">A</a></nav>';
    vi.stubGlobal('getComputedStyle', () => {
      throw new Error('no layout');
    });
    expect(() => placeSidebarAtFirstPaint()).not.toThrow();
  });
});
