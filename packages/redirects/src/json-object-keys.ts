const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;
const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;

function isJsonWhitespace(code: number | undefined): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/**
 * The keys of the top-level object of a valid JSON text, in order and with repeats, which `JSON.parse`
 * drops silently. Expects text that `JSON.parse` accepts and whose value is an object.
 *
 * @example topLevelObjectKeys('{ "a": "/x", "b": { "c": 1 }, "a": "/y" }') // ['a', 'b', 'a']
 */
export function topLevelObjectKeys(text: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      const start = index;
      index++;
      while (index < text.length && text.charCodeAt(index) !== QUOTE) {
        index += text.charCodeAt(index) === BACKSLASH ? 2 : 1;
      }
      if (depth !== 1) continue;
      let next = index + 1;
      while (isJsonWhitespace(text.charCodeAt(next))) next++;
      if (text.charCodeAt(next) === COLON) keys.push(JSON.parse(text.slice(start, index + 1)) as string);
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return keys;
}
