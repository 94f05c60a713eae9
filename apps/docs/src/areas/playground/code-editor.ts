// The playground's code editor: CodeMirror with JavaScript, TypeScript and JSX, line numbers, undo
// history and bracket matching, coloured with the theme's tokens. Imported by the playground when it
// starts, on that page only. Tab moves focus out of the editor, as everywhere else on the page.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/** Colours from the theme's tokens, each meeting 4.5:1 on the code background in every theme. */
const highlight = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.operatorKeyword, tags.modifier],
    color: 'var(--lectern-color-link)',
    fontWeight: '600',
  },
  { tag: [tags.tagName, tags.typeName, tags.className], color: 'var(--lectern-color-link)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--lectern-color-text-muted)' },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: 'var(--lectern-color-text-muted)',
    fontStyle: 'italic',
  },
]);

const theme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--lectern-color-code-background)',
    color: 'var(--lectern-color-code-text)',
    fontSize: '0.875rem',
    blockSize: '100%',
  },
  '.cm-scroller': { fontFamily: 'var(--lectern-font-mono)', lineHeight: '1.6' },
  '.cm-content': { caretColor: 'var(--lectern-color-text)' },
  '.cm-cursor': { borderInlineStartColor: 'var(--lectern-color-text)' },
  '&.cm-focused': { outline: '2px solid var(--lectern-color-focus-ring)', outlineOffset: '-2px' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': {
    backgroundColor: 'var(--lectern-color-selection)',
  },
  '.cm-gutters': {
    backgroundColor: 'var(--lectern-color-code-background)',
    color: 'var(--lectern-color-text-muted)',
    borderInlineEnd: '1px solid var(--lectern-color-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
});

/** A running editor. */
export interface CodeEditor {
  /** Replaces the whole code (a new starting example). */
  setCode(code: string): void;
  /** Puts the cursor at a line and column (1-based) and focuses the editor. */
  goTo(line: number, column: number): void;
  destroy(): void;
}

/** Opens an editor in `parent` with `code`, calling `onChange` with the code after each edit. */
export function createCodeEditor(
  parent: HTMLElement,
  { code, label, onChange }: { code: string; label: string; onChange: (code: string) => void },
): CodeEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: code,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        javascript({ jsx: true, typescript: true }),
        syntaxHighlighting(highlight),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        theme,
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    setCode(next) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
    },
    goTo(line, column) {
      const target = view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines));
      view.dispatch({
        selection: { anchor: Math.min(target.from + column - 1, target.to) },
        scrollIntoView: true,
      });
      view.focus();
    },
    destroy() {
      view.destroy();
    },
  };
}
