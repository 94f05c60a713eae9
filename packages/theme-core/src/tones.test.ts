import { describe, expect, it } from 'vitest';
import { en } from './i18n/en.js';
import { calloutTitleKey, TONE_NAMES } from './tones.js';

describe('calloutTitleKey', () => {
  it("names each callout's default title in the dictionary", () => {
    expect(calloutTitleKey('tip')).toBe('markdown.calloutTip');
    for (const name of Object.keys(TONE_NAMES) as (keyof typeof TONE_NAMES)[]) {
      expect(en[calloutTitleKey(name)]).toBeTruthy();
    }
  });
});
