import { type ComponentApi, translate } from '@lectern/theme-core';
import { compositionFile, type FoundExample } from '../site/examples.js';
import type { BUILT_IN_COMPONENTS } from '../site/site-components.js';
import { apiMarkdown } from './api-markdown.js';
import type { MarkdownComponent } from './mdx-to-markdown.js';
import { versionWords } from './version-words.js';

/** A fenced block of an example's code, titled with its file, its fence longer than any in the code. */
function codeBlock(example: FoundExample<string>): string {
  const runs = [...example.value.matchAll(/`{3,}/g)].map((run) => run[0].length + 1);
  const fence = '`'.repeat(Math.max(3, ...runs));
  return `${fence}${example.language} title="${example.path}"\n${example.value.trimEnd()}\n${fence}`;
}

/**
 * An example in a page's Markdown source: its code in a fenced block, and its composition form's after
 * it when it has one; a sentence in its place when there is no example by that name.
 */
export function exampleMarkdown(
  file: string,
  form: FoundExample<string> | undefined,
  composition: FoundExample<string> | undefined,
): string {
  if (form === undefined) return translate('example.loadError', { params: { file } });
  return composition === undefined ? codeBlock(form) : `${codeBlock(form)}\n\n${codeBlock(composition)}`;
}

/** Where the built-in components' Markdown forms read their data. */
export interface BuiltInMarkdownData {
  /** An example's source by name (`button/basic`), or `undefined` when there is none. */
  example: (file: string) => Promise<FoundExample<string> | undefined>;
  /** An entry of the `api` collection (or of `collection`) by id, or `undefined` when there is none. */
  api: (id: string, collection?: string) => Promise<ComponentApi | undefined>;
}

/** An example as its code, in both forms when it has two. */
const exampleForm =
  (data: BuiltInMarkdownData): MarkdownComponent =>
  async ({ file }) =>
    file === undefined
      ? undefined
      : exampleMarkdown(file, await data.example(file), await data.example(compositionFile(file)));

/** API tables as Markdown tables, left out when the entry is not there. */
const apiTableForm =
  (data: BuiltInMarkdownData): MarkdownComponent =>
  async ({ of, collection, headingLevel, qualified }) => {
    const api = of === undefined ? undefined : await data.api(of, collection);
    if (api === undefined) return undefined;
    return apiMarkdown(api, {
      headingLevel: headingLevel === undefined ? undefined : Number(headingLevel),
      qualified: qualified === 'true',
    });
  };

/** A badge as its text. */
const badgeForm: MarkdownComponent = (_attributes, children) => children?.trim() || undefined;

/** A version mark as its badges' words in emphasis (`_New in 1.2_`), then its content. */
const sinceForm: MarkdownComponent = ({ version, changed, deprecated, removed }, children) => {
  const words = versionWords({ since: version, changed, deprecated, removed });
  return (
    [words, children?.trim()].filter((part) => part !== undefined && part !== '').join('\n\n') || undefined
  );
};

/**
 * The Markdown forms of the built-in components, for the pages' `.md` sources: an example is its code
 * (`Example`), the API tables are Markdown tables (`ApiTable`), a badge is its text (`Badge`), a version
 * mark its badges' words and its content (`Since`). Tabs have
 * no form of their own: their panels' content is kept, one after the other.
 */
export function builtInMarkdownComponents(
  data: BuiltInMarkdownData,
): Partial<Record<(typeof BUILT_IN_COMPONENTS)[number], MarkdownComponent>> {
  return { Example: exampleForm(data), ApiTable: apiTableForm(data), Badge: badgeForm, Since: sinceForm };
}
