/**
 * The most a settings request may carry, in bytes of UTF-8: 16 KB. The largest valid settings document
 * (every list full, every text at its longest) stays under it.
 */
export const SETTINGS_BODY_MAX_BYTES = 16 * 1024;

/**
 * Why a settings request is refused for its size, given its size in bytes when known (a server that stops
 * reading at the limit does not know it).
 *
 * @example settingsBodyTooLargeMessage(20_000) // 'expected at most 16384 bytes (16 KB) of settings (got 20000)'
 * @example settingsBodyTooLargeMessage() // 'expected at most 16384 bytes (16 KB) of settings (got more)'
 */
export function settingsBodyTooLargeMessage(bytes?: number): string {
  return `expected at most ${SETTINGS_BODY_MAX_BYTES} bytes (16 KB) of settings (got ${bytes ?? 'more'})`;
}

/**
 * The length of a text in bytes of UTF-8, as sent over the network: 1 to 4 bytes per character, 3 for a
 * lone surrogate (which encoders replace with U+FFFD). Not `text.length`, which counts UTF-16 units.
 *
 * @example utf8ByteLength('é') // 2
 * @example utf8ByteLength('😀') // 4
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(index + 1))) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}
