/** The looks a callout or a badge can take; each has its colours (and a callout its icon) in every theme. */
export type Tone = 'info' | 'tip' | 'success' | 'warning' | 'error';

/**
 * The names authors give a callout (`:::tip`) or a badge (`type=tip`, a sidebar item's `badge.type`),
 * and the tone each shows: the usual names of other tools (`note`, `important`, `caution`, `danger`, the
 * kinds of GitHub's alerts and Docusaurus's admonitions) are kept.
 */
export const TONE_NAMES = /* @__PURE__ */ Object.freeze({
  info: 'info',
  note: 'info',
  important: 'info',
  tip: 'tip',
  success: 'success',
  warning: 'warning',
  caution: 'warning',
  error: 'error',
  danger: 'error',
} satisfies Record<string, Tone>);

/** A name that gives a callout or badge its tone. */
export type ToneName = keyof typeof TONE_NAMES;

/**
 * Whether a name gives a tone.
 *
 * @example isToneName('danger') // true
 */
export function isToneName(name: string): name is ToneName {
  return Object.hasOwn(TONE_NAMES, name);
}

/**
 * The interface text key of a callout name's default title, in the theme's dictionaries.
 *
 * @example calloutTitleKey('tip') // 'markdown.calloutTip'
 */
export function calloutTitleKey(name: ToneName): `markdown.callout${Capitalize<ToneName>}` {
  return `markdown.callout${name.charAt(0).toUpperCase()}${name.slice(1)}` as `markdown.callout${Capitalize<ToneName>}`;
}

/**
 * The callout name a component's `type` stands for, as Docusaurus's `<Admonition>` and Starlight's
 * `<Aside>` write it: a callout name in any case, Docusaurus's old `secondary` as `note`. `known` is false
 * for any other type, which is drawn as a note (and reported).
 *
 * @example calloutNameOfType('Secondary') // { name: 'note', known: true }
 * @example calloutNameOfType('fancy') // { name: 'note', known: false }
 */
export function calloutNameOfType(type: string | undefined): { name: ToneName; known: boolean } {
  const written = (type ?? 'note').toLowerCase();
  const name = written === 'secondary' ? 'note' : written;
  return isToneName(name) ? { name, known: true } : { name: 'note', known: false };
}
