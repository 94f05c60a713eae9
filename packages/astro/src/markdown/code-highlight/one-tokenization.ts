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

/** A theme match that sets nothing (TextMate's `null`). */
const NO_STYLE = { fontStyle: -1, foregroundId: 0, backgroundId: 0 };

/**
 * A scope list's place in the trie of the scope lists met so far, for one theme: the scope path as
 * TextMate's theme matching reads it, the token's binary metadata there, and the lists one scope longer.
 */
export interface ScopeNode {
  path: { parent: unknown; scopeName: string } | null;
  metadata: number;
  next: Map<string, ScopeNode>;
}

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
  metadataCache: WeakMap<object, ScopeNode> = new WeakMap(),
): ShikiPrimitive {
  const lines = new Map<StateStack, Map<string, ScopedLine>>();
  const wrapped = new Map<Grammar, Grammar>();

  /**
   * A token's binary metadata from its scopes, for the theme set now: each scope's theme match laid over
   * its parent's, as TextMate does while tokenizing, remembered in a trie of the scope lists (one per
   * theme, by its defaults) so that each list is worked out once and looked up without building a key.
   */
  const metadataOf = (grammar: GrammarInternals, scopes: readonly string[]) => {
    const defaults = grammar.themeProvider.getDefaults();
    let node = metadataCache.get(defaults);
    if (!node) {
      const root = grammar._basicScopeAttributesProvider.getDefaultAttributes();
      node = {
        path: null,
        metadata: EncodedTokenMetadata.set(
          0,
          root.languageId,
          root.tokenType,
          null,
          defaults.fontStyle,
          defaults.foregroundId,
          defaults.backgroundId,
        ),
        next: new Map(),
      };
      metadataCache.set(defaults, node);
    }
    for (const scope of scopes) {
      const parent: ScopeNode = node;
      let child = parent.next.get(scope);
      if (!child) {
        const path = { parent: parent.path, scopeName: scope };
        const style = grammar.themeProvider.themeMatch(path) ?? NO_STYLE;
        const basic = grammar.getMetadataForScope(scope);
        child = {
          path,
          metadata: EncodedTokenMetadata.set(
            parent.metadata,
            basic.languageId,
            basic.tokenType,
            null,
            style.fontStyle,
            style.foregroundId,
            style.backgroundId,
          ),
          next: new Map(),
        };
        parent.next.set(scope, child);
      }
      node = child;
    }
    return node.metadata;
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
