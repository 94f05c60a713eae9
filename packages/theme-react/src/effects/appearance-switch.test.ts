import { afterEach, describe, expect, it } from 'vitest';
import { followAppearanceSwitches } from './appearance-switch';

const html = document.documentElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  html.removeAttribute('data-theme');
  document.body.innerHTML = '';
});

describe('followAppearanceSwitches', () => {
  it('sets the server-drawn switch to the theme shown, and follows it', async () => {
    document.body.innerHTML = `<button type="button" role="switch" aria-checked="false" title="Switch to dark theme"
      data-lectern-appearance-switch data-title-dark="Switch to light theme" data-title-light="Switch to dark theme"></button>`;
    const button = document.querySelector('button');
    if (!button) throw new Error('the switch is missing');
    html.setAttribute('data-theme', 'blackguard');
    const stop = followAppearanceSwitches();
    expect(button).toHaveAttribute('aria-checked', 'true');
    expect(button).toHaveAttribute('title', 'Switch to light theme');
    html.setAttribute('data-theme', 'light');
    await settle();
    expect(button).toHaveAttribute('aria-checked', 'false');
    expect(button).toHaveAttribute('title', 'Switch to dark theme');
    stop();
    html.setAttribute('data-theme', 'dark');
    await settle();
    expect(button).toHaveAttribute('aria-checked', 'false');
  });
});
