/**
 * Which lines of Markdown are fenced code (the fences included), as CommonMark reads fences: a fence
 * closes on a line of the same character, at least as long, with nothing after it — so ```` ```js ````
 * inside a ```` ```` ```` block is code, not a new fence.
 */
export function fencedLines(lines: readonly string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    if (fence === undefined) {
      const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (opening?.[1]) fence = opening[1];
      return opening !== null;
    }
    const closing = /^\s{0,3}(`{3,}|~{3,})\s*$/.exec(line)?.[1];
    if (closing && closing[0] === fence[0] && closing.length >= fence.length) fence = undefined;
    return true;
  });
}
