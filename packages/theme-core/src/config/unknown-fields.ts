import type { z } from 'zod';

/**
 * A zod error map that names unknown fields one per line and suggests the closest known field of the
 * object. Pass it as the `error` option of `safeParse`; other problems are left to zod's defaults.
 *
 * @example
 * z.strictObject({ sidebar: z.array(z.unknown()) }).safeParse({ sidbar: [] }, { error: unknownFieldErrorMap })
 * // message: 'unknown field "sidbar" (did you mean "sidebar"?)'
 */
export function unknownFieldErrorMap(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'unrecognized_keys') return undefined;
  const known = knownKeys(issue.inst);
  return issue.keys.map((key) => unknownFieldMessage(key, known)).join('\n');
}

/**
 * Says that a field is unknown, suggesting the closest known field when one is a few typos away (at
 * most a third of the field's length, ignoring case).
 *
 * @example unknownFieldMessage('colapsed', ['text', 'collapsed']) // 'unknown field "colapsed" (did you mean "collapsed"?)'
 */
export function unknownFieldMessage(key: string, known: readonly string[]): string {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.ceil(key.length / 3)) + 1;
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const suggestion = best === undefined ? '' : ` (did you mean ${JSON.stringify(best)}?)`;
  return `unknown field ${JSON.stringify(key)}${suggestion}`;
}

/**
 * The Levenshtein distance: the fewest insertions, deletions and substitutions turning `a` into `b`.
 *
 * @example editDistance('sidbar', 'sidebar') // 1
 */
export function editDistance(a: string, b: string): number {
  // Two rows of the classic table; every index read below is within the rows' bounds.
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min(
          (previous[j] as number) + 1,
          (current[j - 1] as number) + 1,
          (previous[j - 1] as number) + cost,
        ),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** The field names of an object schema; none for any other schema. */
function knownKeys(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}
