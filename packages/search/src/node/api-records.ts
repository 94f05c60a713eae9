import { type ComponentApi, createTranslator, type PartialUiDictionary } from '@lectern/theme-core';
import { apiResultTitle } from '../client/group-results';
import type { SearchKind } from '../client/types';

/** The kinds of API item that become search records. */
export type ApiItemKind = Exclude<SearchKind, 'page'>;

/** One component's API data, and where its page is. */
export interface ApiSearchEntry {
  /** The component's API data (`componentApiSchema` of `@lectern/theme-core/config`). */
  readonly api: ComponentApi;
  /**
   * The component page's address inside the built site (without the site's base path): one address
   * with `{locale}` standing for each language (`/{locale}/components/alert/`), or an address per
   * language. A language without an address gets no records of this component.
   */
  readonly url: string | Readonly<Record<string, string>>;
  /** The component's name in titles and in the component filter. Default: `api.name` in kebab case. */
  readonly component?: string | undefined;
}

/** One prop, event or slot, as the anchor function sees it. */
export interface ApiSearchItem {
  readonly api: ComponentApi;
  readonly kind: ApiItemKind;
  readonly name: string;
}

/** A search record as Pagefind's `addCustomRecord` takes it. */
export interface ApiSearchRecord {
  readonly url: string;
  readonly content: string;
  readonly language: string;
  readonly meta: { readonly title: string };
  readonly filters: { readonly kind: [ApiItemKind]; readonly component: [string] };
}

/**
 * The anchor of an API item's table on its page: the ids theme-react's `ApiTable` gives its Props,
 * Events and Slots headings.
 *
 * @example apiTableAnchor({ api: { name: 'Alert', … }, kind: 'prop', name: 'type' }) // 'api-alert-props-type'
 */
export function apiTableAnchor({ api, kind, name }: ApiSearchItem): string {
  return `api-${api.name.toLowerCase()}-${kind}s-${name}`;
}

/**
 * A component's name as search shows it and filters by it.
 *
 * @example componentSearchName('ExpansionPanelTitle') // 'expansion-panel-title'
 * @example componentSearchName('OTPInput') // 'otp-input'
 */
export function componentSearchName(name: string): string {
  return name
    .trim()
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

/** The component page's address in a language, or `undefined` when it has none there. */
export function apiPageUrl(url: ApiSearchEntry['url'], locale: string): string | undefined {
  if (typeof url === 'string') return url.replaceAll('{locale}', locale);
  return Object.hasOwn(url, locale) ? url[locale] : undefined;
}

export interface ApiRecordOptions {
  readonly locale: string;
  /** The anchor of an item on its page; `undefined` for none. */
  readonly anchor: (item: ApiSearchItem) => string | undefined;
  /** Interface texts by language, for the words "Type", "Default" and so on. */
  readonly labels?: Readonly<Record<string, PartialUiDictionary>> | undefined;
}

/**
 * The search records of one component in one language: one per prop, event and slot, titled
 * "alert › prop › type", holding the description, type, default and accepted values, filtered by kind and
 * component.
 */
export function apiSearchRecords(entry: ApiSearchEntry, options: ApiRecordOptions): ApiSearchRecord[] {
  const pageUrl = apiPageUrl(entry.url, options.locale);
  if (pageUrl === undefined) return [];
  const t = createTranslator({ locale: options.locale, dictionaries: options.labels });
  const component = entry.component ?? componentSearchName(entry.api.name);
  const { api } = entry;
  const items: { kind: ApiItemKind; name: string; content: string[] }[] = [
    ...api.props.map((prop) => ({
      kind: 'prop' as const,
      name: prop.name,
      content: [
        plainText(prop.description),
        `${t('api.type')}: ${prop.type}.`,
        prop.default === null ? '' : `${t('api.default')}: ${prop.default}.`,
        prop.values ? `${t('api.values')} ${prop.values.join(', ')}.` : '',
      ],
    })),
    ...api.events.map((event) => ({
      kind: 'event' as const,
      name: event.name,
      content: [plainText(event.description), `${t('api.payload')}: ${event.payload}.`],
    })),
    ...api.slots.map((slot) => ({
      kind: 'slot' as const,
      name: slot.name,
      content: [plainText(slot.description)],
    })),
  ];
  return items.map(({ kind, name, content }) => {
    const anchor = options.anchor({ api, kind, name });
    return {
      url: anchor ? `${pageUrl.replace(/#.*$/, '')}#${anchor}` : pageUrl,
      content: content.filter((part) => part !== '').join('\n'),
      // Pagefind names an HTML page's index by its lowercased `lang`: records must use the same name.
      language: options.locale.toLowerCase(),
      meta: { title: apiResultTitle(component, kind, name) },
      filters: { kind: [kind], component: [component] },
    };
  });
}

/**
 * Markdown of an API description as plain text: code, emphasis and link syntax removed.
 *
 * @example plainText('Shows a [link](/x) with `code` and **bold**.') // 'Shows a link with code and bold.'
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}
