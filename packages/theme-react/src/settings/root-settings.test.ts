import { ROOT_SETTING_FLAGS } from '@lectern/theme-core';
import { BANNER_ATTRIBUTE } from '@lectern/theme-core/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetAccount, signIn } from '../test/account';
import { applyRootSettings, followRootSettings } from './root-settings';
import { changeSettings } from './settings-source';

const root = document.documentElement;
const flags = () => ROOT_SETTING_FLAGS.filter((flag) => root.hasAttribute(`data-${flag}`));

function store(values: Record<string, unknown>) {
  localStorage.setItem('lectern-settings', JSON.stringify({ version: 1, values, updatedAt: {} }));
}

afterEach(() => {
  forgetAccount();
  localStorage.clear();
  document.body.innerHTML = '';
  root.removeAttribute('dir');
  for (const flag of ROOT_SETTING_FLAGS) root.removeAttribute(`data-${flag}`);
});

describe('applyRootSettings', () => {
  it('puts the flags of the stored settings on <html>, and takes them off again', () => {
    store({ darkCodeBlocks: true, developerMode: true, compositionApiExamples: false });
    applyRootSettings();
    expect(flags()).toEqual(['composition-off', 'dark-code', 'developer-mode']);
    store({});
    applyRootSettings();
    expect(flags()).toEqual([]);
  });

  it("marks the page's banner dismissed when the visitor closed it", () => {
    document.body.innerHTML = `<div ${BANNER_ATTRIBUTE}="release-1"></div>`;
    store({ dismissedBanners: ['release-1'] });
    applyRootSettings();
    expect(flags()).toEqual(['banner-dismissed']);
  });

  it('applies the perks for a subscriber only', async () => {
    store({ railDrawer: true, ads: false, quickbar: false });
    applyRootSettings();
    expect(flags()).toEqual([]);
    await signIn('subscriber');
    applyRootSettings();
    expect(flags()).toEqual(['rail-drawer', 'quickbar-off', 'ads-off', 'subscriber']);
  });
});

describe('followRootSettings', () => {
  it('follows changed settings and a changed account until stopped', async () => {
    const stop = followRootSettings();
    await changeSettings({ railDrawer: true, direction: 'rtl' });
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(flags()).toEqual([]);
    await signIn('subscriber');
    expect(flags()).toEqual(['rail-drawer', 'subscriber']);
    stop();
    await signIn('anonymous');
    expect(flags()).toEqual(['rail-drawer', 'subscriber']);
  });
});
