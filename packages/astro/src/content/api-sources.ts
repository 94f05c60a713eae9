// The sources of API data read from code that an API loader is given (`apiLoader({ react, vue,
// customElements, published })`), each with the option that names it in errors, and how each is read with
// @lectern/component-api's readers: by the loader, and at an older version's git ref (api-at-ref.ts).
import {
  type CustomElementsApiSource,
  type PublishedApiSource,
  type ReactApiSource,
  type ReadComponent,
  readCustomElementsApi,
  readPublishedApi,
  readReactApi,
  readVueApi,
  type VueApiSource,
} from '@lectern/component-api';

/** One source of API data read from code, and how an error names it. */
export type CodeSource =
  | { kind: 'react'; source: ReactApiSource; option: string }
  | { kind: 'vue'; source: VueApiSource; option: string }
  | { kind: 'customElements'; source: CustomElementsApiSource; option: string }
  | { kind: 'published'; source: PublishedApiSource; option: string };

/** Every code source the options name, each with the option that names it in errors. */
export function codeSources(options: {
  readonly react?: ReactApiSource | readonly ReactApiSource[] | undefined;
  readonly vue?: VueApiSource | readonly VueApiSource[] | undefined;
  readonly customElements?: CustomElementsApiSource | readonly CustomElementsApiSource[] | undefined;
  readonly published?: PublishedApiSource | readonly PublishedApiSource[] | undefined;
}): CodeSource[] {
  const listed = <T>(kind: CodeSource['kind'], value: T | readonly T[] | undefined) => {
    const list = value === undefined ? [] : Array.isArray(value) ? (value as readonly T[]) : [value as T];
    return list.map((source, index) => ({
      kind,
      source,
      option: Array.isArray(value) ? `apiLoader({ ${kind} })[${index}]` : `apiLoader({ ${kind} })`,
    }));
  };
  return [
    ...listed('react', options.react),
    ...listed('vue', options.vue),
    ...listed('customElements', options.customElements),
    ...listed('published', options.published),
  ] as CodeSource[];
}

/** The components one code source documents, and the files they were read from. */
export async function readCodeSource(
  code: CodeSource,
  root: string,
): Promise<{ components: readonly ReadComponent[]; files: readonly string[] }> {
  if (code.kind === 'react') return readReactApi(code.source, root, code.option);
  if (code.kind === 'vue') return readVueApi(code.source, root, code.option);
  if (code.kind === 'published') return readPublishedApi(code.source, root, code.option);
  return readCustomElementsApi(code.source, root, code.option);
}

/** How an entry read from code is named in a problem: its source and the component. */
export function codeSourceName(code: CodeSource, name: string): string {
  const where =
    code.kind === 'customElements'
      ? code.source.manifest
      : code.kind === 'published'
        ? code.source.data
        : code.source.entry;
  return `${where} (${name})`;
}
