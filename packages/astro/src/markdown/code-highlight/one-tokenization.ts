import type { ShikiPrimitive } from 'shiki/core';
import { EncodedTokenMetadata, type IGrammar, type StateStack } from 'shiki/textmate';

/** A grammar as Shiki hands it out. */
type Grammar = ReturnType<ShikiPrimitive['getLanguage']>;

/** What a grammar's line tokenization gives with the scopes of each token (TextMate's `tokenizeLine`). */
type ScopedLine = ReturnType<IGrammar['tokenizeLine']>;

/**
 * The parts of a TextMate grammar's runtime that colour a token from its scopes: the library's own
 * theme matching (`themeProvider`, the theme set last) and each scope's language and token type. Present
 * in every `vscode-textmate` Shiki has shipped with; checked before use, see {@link canTokenizeOnce}.
 */
interface GrammarInternals {
  themeProvider: {
    themeMatch(path: { parent: unknown; scopeName: string }): {
      fontStyle: number;
      foregroundId: number;
      backgroundId: number;
    } | null;
    getDefaults(): { fontStyle: number; foregroundId: number; backgroundId: number };
  };
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  _basicScopeAttributesProvider: { getDefaultAttributes(): { languageId: number; tokenType: number } };
}

/** Whether a grammar exposes what {@link tokenizeOnce} needs (a later `vscode-textmate` might not). */
function canTokenizeOnce(grammar: unknown): grammar is IGrammar & GrammarInternals {
  const inner = grammar as Partial<GrammarInternals> | null;
  return (
    typeof inner?.themeProvider?.themeMatch === 'function' &&
    typeof inner.themeProvider.getDefaults === 'function' &&
    typeof inner.getMetadataForScope === 'function' &&
    typeof inner._basicScopeAttributesProvider?.getDefaultAttributes === 'function'
  );
}

/** The binary metadata of each scope list, by theme (its defaults object) and the scopes joined. */
const NO_STYLE = { fontStyle: -1, foregroundId: 0, backgroundId: 0 };

/**
 * A Shiki primitive whose grammars run their regular expressions over each line once for all the code
 * themes of a block: the first theme's pass tokenizes each line with its scopes, and every pass (the
 * first included) colours those tokens with the theme set for it, by the same rule TextMate applies while
 * tokenizing (each scope's theme match laid over its parent's) — so Shiki's output is the same, token for
 * token, as with one tokenization per theme. Use one per highlighted block: it keeps that block's lines.
 * A grammar without the internals this needs is left as it is (one tokenization per theme).
 *
 * @example codeToHast(tokenizeOnce(highlighter.getInternalContext()), code, { lang: 'ts', themes })
 */
export function tokenizeOnce(
  primitive: ShikiPrimitive,
  metadataCache: WeakMap<object, Map<string, number>> = new WeakMap(),
): ShikiPrimitive {
  const lines = new Map<StateStack, Map<string, ScopedLine>>();
  const wrapped = new Map<Grammar, Grammar>();

  const metadataOf = (grammar: GrammarInternals, scopes: readonly string[]) => {
    const defaults = grammar.themeProvider.getDefaults();
    let byScopes = metadataCache.get(defaults);
    if (!byScopes) {
      byScopes = new Map();
      metadataCache.set(defaults, byScopes);
    }
    const key = scopes.join('\n');
    const known = byScopes.get(key);
    if (known !== undefined) return known;
    const root = grammar._basicScopeAttributesProvider.getDefaultAttributes();
    let metadata = EncodedTokenMetadata.set(
      0,
      root.languageId,
      root.tokenType,
      null,
      defaults.fontStyle,
      defaults.foregroundId,
      defaults.backgroundId,
    );
    let path: { parent: unknown; scopeName: string } | null = null;
    for (const scope of scopes) {
      path = { parent: path, scopeName: scope };
      const style = grammar.themeProvider.themeMatch(path) ?? NO_STYLE;
      const basic = grammar.getMetadataForScope(scope);
      metadata = EncodedTokenMetadata.set(
        metadata,
        basic.languageId,
        basic.tokenType,
        null,
        style.fontStyle,
        style.foregroundId,
        style.backgroundId,
      );
    }
    byScopes.set(key, metadata);
    return metadata;
  };

  const wrap = (grammar: Grammar): Grammar => {
    if (!canTokenizeOnce(grammar)) return grammar;
    let once = wrapped.get(grammar);
    if (once) return once;
    once = Object.create(grammar) as Grammar;
    once.tokenizeLine2 = (line, state, timeLimit) => {
      const key = state ?? (null as unknown as StateStack);
      let byLine = lines.get(key);
      if (!byLine) {
        byLine = new Map();
        lines.set(key, byLine);
      }
      let scoped = byLine.get(line);
      if (!scoped) {
        scoped = grammar.tokenizeLine(line, state, timeLimit);
        byLine.set(line, scoped);
      }
      // As TextMate's binary tokens: a start and the metadata, tokens alike in a row joined.
      const binary: number[] = [];
      for (const token of scoped.tokens) {
        const metadata = metadataOf(grammar, token.scopes);
        if (binary.length > 0 && binary[binary.length - 1] === metadata) continue;
        binary.push(token.startIndex, metadata);
      }
      return {
        tokens: Uint32Array.from(binary),
        ruleStack: scoped.ruleStack,
        stoppedEarly: scoped.stoppedEarly,
      };
    };
    wrapped.set(grammar, once);
    return once;
  };

  return { ...primitive, getLanguage: (name) => wrap(primitive.getLanguage(name)) };
}
