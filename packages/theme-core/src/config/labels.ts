import { z } from 'zod';
import { en, type UiStringKey } from '../i18n/en.js';
import { messageProblems } from '../i18n/interpolate.js';

/** The first part of a dot key: `nav` for `nav.search`. */
type LabelArea = UiStringKey extends `${infer Area}.${string}` ? Area : never;

/** Where each group of interface texts appears, by the first part of its key. */
const LABEL_AREAS: Readonly<Record<LabelArea, string>> = {
  nav: 'the top navigation bar',
  localNav: 'the local navigation bar of narrow screens',
  outline: 'the outline',
  skipLink: 'the skip link',
  sidebar: 'the sidebar',
  footer: 'the site footer',
  notFound: 'the not-found page',
  docFooter: 'the foot of a doc page',
  page: 'the copy button and notices of a page',
  languagePicker: 'the language picker',
  search: 'the search dialog',
  api: 'the API tables',
  apiExplorer: 'the API explorer',
  apiPage: "a component's API page",
  lens: 'the version badges of API items and page sections (the version lens)',
  example: 'the live examples',
  codeBlock: 'code blocks',
  settings: 'the settings panel',
  banner: 'the announcement banner',
  ad: "the site's own ad",
  quickbar: 'the quickbar',
  pins: 'the pin button of doc pages',
  developer: 'the developer tools of developer mode',
  refresh: 'the notice of a newer version of the site',
  notifications: 'the notifications menu',
  avatar: "the visitor's avatar",
  account: 'the account part of the settings panel and the dashboard',
  dashboard: 'the personal dashboard page',
  markdown: 'the Markdown of the pages (callout titles, self-links, tables)',
};

/** Describes one interface text for the configuration reference: where it appears, which placeholders it keeps. */
function labelDescription(key: UiStringKey, text: string): string {
  const area = LABEL_AREAS[key.slice(0, key.indexOf('.')) as LabelArea];
  const names = [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))];
  const keep = names.length > 0 ? `; keep ${names.map((name) => `\`{${name}}\``).join(' and ')}` : '';
  const plural = text.includes(', plural,')
    ? ' The number chooses the words: `{name, plural, one {…} other {…}}`, with `#` for the number.'
    : '';
  return `A text of ${area}${keep}.${plural}`;
}

const labelShape = Object.fromEntries(
  (Object.entries(en) as [UiStringKey, string][]).map(([key, text]) => [
    key,
    z
      .string()
      .superRefine((value, context) => {
        for (const problem of messageProblems(value)) context.addIssue({ code: 'custom', message: problem });
      })
      .optional()
      .meta({ description: labelDescription(key, text), default: text }),
  ]),
) as Record<UiStringKey, z.ZodOptional<z.ZodString>>;

/**
 * Overrides for interface texts, by dot key. Keys are those of the English dictionary, so a misspelt
 * key is reported as an unknown field.
 *
 * @example { 'outline.onThisPage': 'Contents', 'docFooter.next': 'Onwards' }
 */
export const labelsSchema = z.strictObject(labelShape).meta({
  id: 'Labels',
  description: "Replacements for the theme's interface texts, by dot key.",
});

/** Overrides for interface texts, by dot key. */
export type Labels = z.infer<typeof labelsSchema>;
