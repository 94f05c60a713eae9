import { describe, expect, it } from 'vitest';
import { SETTINGS_BODY_MAX_BYTES, settingsBodyTooLargeMessage, utf8ByteLength } from './body-size.js';

/** The runtime's own encoder, to check against (theme-core's types know no DOM or Node globals). */
const encoder = new (
  globalThis as unknown as { TextEncoder: new () => { encode(text: string): Uint8Array } }
).TextEncoder();

describe('SETTINGS_BODY_MAX_BYTES', () => {
  it('is 16 KB', () => {
    expect(SETTINGS_BODY_MAX_BYTES).toBe(16_384);
  });
});

describe('settingsBodyTooLargeMessage', () => {
  it('names the limit and the size received', () => {
    expect(settingsBodyTooLargeMessage(20_000)).toBe(
      'expected at most 16384 bytes (16 KB) of settings (got 20000)',
    );
  });

  it('says "more" when the size is not known', () => {
    expect(settingsBodyTooLargeMessage()).toBe('expected at most 16384 bytes (16 KB) of settings (got more)');
  });
});

describe('utf8ByteLength', () => {
  it.each([
    ['nothing', '', 0],
    ['ASCII', 'dark', 4],
    ['the last one-byte character', '\u007f', 1],
    ['an accented letter', 'é', 2],
    ['the last two-byte character', '\u07ff', 2],
    ['a Chinese character', '组', 3],
    ['the euro sign', '€', 3],
    ['the last character before the surrogates', '\ud7ff', 3],
    ['a character after the surrogates', '\ue000', 3],
    ['an emoji (a surrogate pair)', '😀', 4],
    ['a lone high surrogate', '\ud83d', 3],
    ['a lone low surrogate', '\ude00', 3],
    ['two high surrogates', '\ud83d\ud83d', 6],
    ['a high surrogate at the end', 'a\ud83d', 4],
    ['a low surrogate before a high one', '\ude00\ud83d', 6],
    ['a mix', 'a€😀é', 10],
  ])('counts %s', (_case, text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
    expect(utf8ByteLength(text)).toBe(encoder.encode(text).length);
  });

  it('counts bytes, not UTF-16 units', () => {
    const text = '€'.repeat(6_000);
    expect(text.length).toBe(6_000);
    expect(utf8ByteLength(text)).toBe(18_000);
  });
});
