import { describe, expect, it } from 'vitest';
import { en } from './i18n/en.js';
import { calloutNameOfType, calloutTitleKey, TONE_NAMES } from './tones.js';

describe('calloutTitleKey', () => {
  it("names each callout's default title in the dictionary", () => {
    expect(calloutTitleKey('tip')).toBe('markdown.calloutTip');
    for (const name of Object.keys(TONE_NAMES) as (keyof typeof TONE_NAMES)[]) {
      expect(en[calloutTitleKey(name)]).toBeTruthy();
    }
  });
});

describe('calloutNameOfType', () => {
  it("reads a component's type as a callout name, in any case, Docusaurus's secondary as note", () => {
    expect(calloutNameOfType('tip')).toEqual({ name: 'tip', known: true });
    expect(calloutNameOfType('DANGER')).toEqual({ name: 'danger', known: true });
    expect(calloutNameOfType('secondary')).toEqual({ name: 'note', known: true });
    expect(calloutNameOfType(undefined)).toEqual({ name: 'note', known: true });
  });

  it('draws any other type as a note, saying it did not know it', () => {
    expect(calloutNameOfType('fancy')).toEqual({ name: 'note', known: false });
  });
});
