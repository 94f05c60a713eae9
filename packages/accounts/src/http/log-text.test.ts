import { describe, expect, it } from 'vitest';
import { quoteForLog } from './log-text';

describe('quoteForLog', () => {
  it.each<[string | null | undefined, string]>([
    ['access_denied', '"access_denied"'],
    [null, 'none'],
    [undefined, 'none'],
    ['', '""'],
    ['line1\n[lectern-accounts] forged', '"line1\\n[lectern-accounts] forged"'],
    ['a\rb\tc\u0000d\u001be\u007f', '"a\\rb\\tc\\u0000d\\u001be\\u007f"'],
    ['\u2028\u2029\u0085', '"\\u2028\\u2029\\u0085"'],
    ['\u202eevil\u2066', '"\\u202eevil\\u2066"'],
    ['say "hi" \\ bye', '"say \\"hi\\" \\\\ bye"'],
    ['日本語 ✓', '"日本語 ✓"'],
  ])('quotes %j as %s', (text, expected) => {
    expect(quoteForLog(text)).toBe(expected);
  });

  it('cuts long text by code points and says how long it was', () => {
    expect(quoteForLog('abcdef', 3)).toBe('"abc" (cut, 6 characters in all)');
    expect(quoteForLog('😀😀😀', 2)).toBe('"😀😀" (cut, 3 characters in all)');
    expect(quoteForLog('😀😀', 2)).toBe('"😀😀"');
  });
});
