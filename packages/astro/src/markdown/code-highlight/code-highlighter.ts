import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ShikiConfig } from '@astrojs/internal-helpers/markdown';
import type { Element, ElementContent, Root } from 'hast';
import {
  bundledLanguages,
  createCssVariablesTheme,
  createHighlighter,
  isSpecialLang,
  type ShikiTransformer,
} from 'shiki';
import { codeToHast } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import type { CodeCache } from './code-cache.js';
import { tokenizeOnce } from './one-tokenization.js';

/** Turns a code block into its highlighted `<pre>`, as Astro's Markdown pipeline does. */
export type HighlightCode = (code: string, lang: string, meta?: string) => Promise<Element>;

/**
 * What the cached blocks were made with beyond the settings: bumped when this file's output changes,
 * so blocks cached by an earlier Lectern are made again.
 */
const OUTPUT_VERSION = 2;

const shikiVersion: string = createRequire(import.meta.url)('shiki/package.json').version;

/**
 * A digest of everything a highlighted block depends on besides its own text, language and meta: the
 * code themes, languages and aliases, the wrap and colour settings, the transformers (their names and
 * the source of their hooks), Shiki's version and this file's.
 */
export function highlightSettingsDigest(config: ShikiConfig | undefined): string {
  const transformers = (config?.transformers ?? []).map((transformer: ShikiTransformer) =>
    Object.entries(transformer).map(([key, value]) => [
      key,
      typeof value === 'function' ? String(value) : value,
    ]),
  );
  return createHash('sha256')
    .update(
      JSON.stringify({
        version: OUTPUT_VERSION,
        shiki: shikiVersion,
        theme: config?.theme ?? null,
        themes: config?.themes ?? null,
        langs: config?.langs ?? null,
        langAlias: config?.langAlias ?? null,
        wrap: config?.wrap,
        defaultColor: config?.defaultColor,
        transformers,
      }),
    )
    .digest('base64url');
}

/** A cached block as written by {@link createCodeHighlighter}; anything else (a damaged file) is none. */
function keptBlock(text: string | undefined): { element: Element; warning?: string } | undefined {
  if (text === undefined) return undefined;
  try {
    const block = JSON.parse(text);
    return block?.element?.type === 'element' ? block : undefined;
  } catch {
    return undefined;
  }
}

const classText = (value: unknown) =>
  Array.isArray(value) ? value.join(' ') : (value as string | undefined);

/**
 * The highlighter of Markdown code blocks: the same `<pre>` Astro's pipeline makes with Shiki for the
 * site's `markdown.shikiConfig` (class `astro-code`, `data-language`, the wrap style, diff signs kept out of
 * selection, an unknown language shown as plain text with a warning), but for one thing: the languages a
 * block's language may hold are loaded with it (Astro's highlights a Markdown block's frontmatter only
 * if a YAML block came before it). It is faster two ways:
 *
 * - with several code themes (Lectern's light and dark), each line is tokenized once for all of them
 *   ({@link tokenizeOnce}) instead of once per theme;
 * - each block is kept in `cache` by its text, language, meta and the settings
 *   ({@link highlightSettingsDigest}), so a block met again — on another page, in the next build, after
 *   a change that makes Astro render every page again — is not highlighted again.
 *
 * @example const highlight = await createCodeHighlighter(config.markdown.shikiConfig, { cache }); await highlight('let a = 1', 'ts')
 */
export async function createCodeHighlighter(
  config: ShikiConfig | undefined,
  {
    cache,
    warn = (line) => console.warn(line),
  }: {
    cache?: CodeCache | undefined;
    /** Told about a language Shiki does not know. Default: `console.warn`, as Astro does. */
    warn?: ((line: string) => void) | undefined;
  } = {},
): Promise<HighlightCode> {
  const { langs = [], themes = {}, langAlias = {}, wrap, defaultColor, transformers = [] } = config ?? {};
  const theme =
    config?.theme === 'css-variables'
      ? createCssVariablesTheme({ variablePrefix: '--astro-code-' })
      : (config?.theme ?? 'github-dark');
  const manyThemes = Object.values(themes).length > 0;
  const highlighter = await createHighlighter({
    langs: ['plaintext', ...langs],
    // A copy: Shiki adds the built-in aliases to the object it is given.
    langAlias: { ...langAlias },
    themes: manyThemes ? Object.values(themes) : [theme],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  const primitive = highlighter.getInternalContext();
  /** The scope lists' metadata, kept across blocks (see `tokenizeOnce`). */
  const metadataCache: Parameters<typeof tokenizeOnce>[1] = new WeakMap();
  const settings = highlightSettingsDigest(config);
  type LanguageName = Parameters<typeof highlighter.loadLanguage>[0];
  /**
   * Loads a language with the languages it may hold (a Markdown block's frontmatter and fenced code, the
   * style and script of a Vue component) before its first block, so that they are highlighted in it
   * whatever blocks came before: Shiki leaves these out of a language it loads, and a language's rules
   * are fixed when it is first used.
   */
  const loadLanguage = async (name: string) => {
    await highlighter.loadLanguage(name as LanguageName);
    const bundled = bundledLanguages[name as keyof typeof bundledLanguages];
    if (!bundled) return;
    const held = (await bundled()).default.flatMap((registration) => registration.embeddedLangsLazy ?? []);
    const loaded = new Set(highlighter.getLoadedLanguages());
    await Promise.allSettled(
      held
        .filter((inner) => !loaded.has(inner))
        .map((inner) => highlighter.loadLanguage(inner as LanguageName)),
    );
  };

  /** The block's `<pre>`, and the warning about its language if Shiki did not know it. */
  const highlight = async (
    source: string,
    requested: string,
    meta: string | undefined,
  ): Promise<{ element: Element; warning?: string }> => {
    let lang = requested;
    let warning: string | undefined;
    const resolvedLang = langAlias[lang] ?? lang;
    if (!isSpecialLang(lang) && !highlighter.getLoadedLanguages().includes(resolvedLang)) {
      try {
        await loadLanguage(resolvedLang);
      } catch {
        const named = lang === resolvedLang ? `"${lang}"` : `"${lang}" (aliased to "${resolvedLang}")`;
        warning = `[Shiki] The language ${named} doesn't exist, falling back to "plaintext".`;
        lang = 'plaintext';
      }
    }
    const code = source.replace(/(?:\r\n|\r|\n)$/, '');
    const root: Root = codeToHast(manyThemes ? tokenizeOnce(primitive, metadataCache) : primitive, code, {
      ...(manyThemes ? { themes } : { theme }),
      defaultColor,
      lang,
      // No time limit on a line: a block is highlighted the same on a busy machine, and kept so.
      tokenizeTimeLimit: 0,
      meta: meta ? { __raw: meta } : undefined,
      transformers: [
        {
          pre(node) {
            const classValue = classText(node.properties.class) ?? '';
            const styleValue = classText(node.properties.style) ?? '';
            node.properties.class = classValue.replace(/shiki/g, 'astro-code');
            node.properties.dataLanguage = lang;
            if (wrap === false || wrap === undefined) {
              node.properties.style = `${styleValue}; overflow-x: auto;`;
            } else if (wrap === true) {
              node.properties.style = `${styleValue}; overflow-x: auto; white-space: pre-wrap; word-wrap: break-word;`;
            }
          },
          line(node) {
            if (resolvedLang !== 'diff') return;
            // A diff's + and − signs stay out of a copied selection.
            const inner = node.children[0];
            const signText = inner?.type === 'element' ? inner.children?.[0] : undefined;
            if (signText?.type !== 'text') return;
            const sign = signText.value[0];
            if (sign !== '+' && sign !== '-') return;
            signText.value = signText.value.slice(1);
            (inner as Element).children.unshift({
              type: 'element',
              tagName: 'span',
              properties: { style: 'user-select: none;' },
              children: [{ type: 'text', value: sign }],
            } satisfies ElementContent);
          },
        },
        ...transformers,
      ],
    });
    return { element: root.children[0] as Element, ...(warning === undefined ? {} : { warning }) };
  };

  return async (code, lang, meta) => {
    const key = createHash('sha256')
      .update(`${settings}\0${lang}\0${meta ?? ''}\0${code}`)
      .digest('base64url');
    let text = await cache?.get(key);
    let block = keptBlock(text);
    if (!block) {
      // As text, without the data Shiki's transformers leave on the nodes for each other (the notation
      // transformers' copies of the lines): a block is the same whether made now or taken from the cache.
      text = JSON.stringify(await highlight(code, lang, meta), (name, value) =>
        name === 'data' ? undefined : value,
      );
      block = keptBlock(text) as NonNullable<typeof block>;
      await cache?.set(key, text);
    }
    // A block kept by an earlier build gives the same warning as when it was made, every build.
    if (block.warning !== undefined) warn(block.warning);
    return block.element;
  };
}
