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
 * What a field is called in the tools people move from (VitePress, Starlight, Docusaurus), and what to
 * write in Lectern instead: a field of the same object (suggested only where the object has it), or a
 * sentence saying where the setting goes.
 */
const OTHER_TOOLS_NAMES: Readonly<Record<string, readonly (string | { readonly note: string })[]>> = {
  title: ['siteTitle', 'text'],
  label: ['text'],
  href: ['link'],
  to: ['link'],
  url: ['link'],
  slug: ['link'],
  collapsible: ['collapsed'],
  social: ['socialLinks'],
  navbar: ['nav'],
  tableOfContents: ['outline'],
  outlineTitle: [{ note: "the outline's title is outline.label" }],
  pagination: ['docFooter'],
  lastUpdatedText: [{ note: 'the label is lastUpdated.text' }],
  editUrl: ['editLink'],
  i18n: ['locales'],
  lang: ['locales'],
  defaultLocale: [{ note: 'the first enabled entry of locales is the default language' }],
  themeConfig: [
    { note: 'Lectern has no themeConfig: its fields are the theme settings themselves, one level up' },
  ],
  base: [{ note: "the site's base path is Astro's base option: defineConfig({ base: '/docs/' })" }],
  baseUrl: [{ note: "the site's base path is Astro's base option: defineConfig({ base: '/docs/' })" }],
  site: [{ note: "the site's public address is Astro's site option: defineConfig({ site: 'https://…' })" }],
  srcDir: [{ note: 'the content folder is the integration option contentDir' }],
  customCss: [
    { note: "import your stylesheet from a layout or page; the theme's cascade layers let it win" },
  ],
};

/**
 * Says that a field is unknown, suggesting what to write instead: the field other tools give that name
 * to (`href` → `link`, `themeConfig` → its fields one level up), else the closest known field when one
 * is a few typos away (at most a third of the field's length, ignoring case).
 *
 * @example unknownFieldMessage('colapsed', ['text', 'collapsed']) // 'unknown field "colapsed" (did you mean "collapsed"?)'
 * @example unknownFieldMessage('href', ['text', 'link']) // 'unknown field "href" (did you mean "link"?)'
 */
export function unknownFieldMessage(key: string, known: readonly string[]): string {
  for (const name of Object.hasOwn(OTHER_TOOLS_NAMES, key) ? (OTHER_TOOLS_NAMES[key] ?? []) : []) {
    if (typeof name !== 'string') return `unknown field ${JSON.stringify(key)} (${name.note})`;
    if (known.includes(name) && name !== key) {
      return `unknown field ${JSON.stringify(key)} (did you mean ${JSON.stringify(name)}?)`;
    }
  }
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
