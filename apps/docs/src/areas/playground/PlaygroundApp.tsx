import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CodeEditor } from './code-editor';
import { DEFAULT_EXAMPLE, PLAYGROUND_EXAMPLES } from './examples';
import { PlaygroundPreview } from './PlaygroundPreview';
import { type ModuleTable, type RunResult, runExample, type Transform } from './playground-run';
import { codeOfHash, hashOfCode } from './playground-url';

/** What running an example needs: the transform (sucrase) and the modules an example may import. */
interface Runtime {
  transform: Transform;
  modules: ModuleTable;
}

export interface PlaygroundAppProps {
  /** The modules an example may import, by name (`react`, `@lectern/theme-react`…). */
  modules: ModuleTable;
}

const RUN_DELAY_MS = 250;

/**
 * The playground: a code editor with a React example that uses the theme's components, and the example
 * rendered beside it as the visitor types, or the problem that stops it. The code lives in the address's
 * hash, so the address shares it. The editor (CodeMirror) and the transform (sucrase) load when the
 * playground starts; until then the code is in a plain text area.
 */
export function PlaygroundApp({ modules }: PlaygroundAppProps) {
  const id = useId();
  const [code, setCode] = useState(DEFAULT_EXAMPLE.code);
  const [exampleId, setExampleId] = useState(DEFAULT_EXAMPLE.id);
  const [runtime, setRuntime] = useState<Runtime>();
  const [result, setResult] = useState<RunResult>();
  const [revision, setRevision] = useState(0);
  const [copied, setCopied] = useState('');
  const [editorReady, setEditorReady] = useState(false);
  const editorHost = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor>(undefined);
  const edited = useRef(false);

  // Start: the code of the address, if any; then the transform and the editor.
  useEffect(() => {
    let active = true;
    (async () => {
      const shared = await codeOfHash(window.location.hash);
      if (shared !== undefined && active) {
        setCode(shared);
        setExampleId('');
      }
      const [sucrase, { createCodeEditor }] = await Promise.all([import('sucrase'), import('./code-editor')]);
      if (!active || !editorHost.current) return;
      setRuntime({ transform: sucrase.transform as Transform, modules });
      editor.current = createCodeEditor(editorHost.current, {
        code: shared ?? DEFAULT_EXAMPLE.code,
        label: 'Code of the example',
        onChange: (next) => {
          edited.current = true;
          setCode(next);
        },
      });
      setEditorReady(true);
    })();
    return () => {
      active = false;
      editor.current?.destroy();
    };
  }, [modules]);

  // Run the code a moment after the last keystroke, and keep it in the address once edited.
  useEffect(() => {
    if (!runtime) return;
    const timer = setTimeout(() => {
      setResult(runExample(code, runtime.transform, runtime.modules));
      setRevision((value) => value + 1);
      if (edited.current) {
        hashOfCode(code).then((hash) =>
          history.replaceState(
            history.state,
            '',
            `${window.location.pathname}${window.location.search}${hash}`,
          ),
        );
      }
    }, RUN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code, runtime]);

  const startFrom = (nextId: string) => {
    const example = PLAYGROUND_EXAMPLES.find((candidate) => candidate.id === nextId);
    if (!example) return;
    setExampleId(nextId);
    edited.current = true;
    setCode(example.code);
    editor.current?.setCode(example.code);
  };

  const copyLink = async () => {
    const hash = await hashOfCode(code);
    const link = `${window.location.origin}${window.location.pathname}${hash}`;
    history.replaceState(history.state, '', link);
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied.');
    } catch {
      setCopied('The address bar has the link to copy.');
    }
  };

  const goTo = useCallback((line: number, column: number) => editor.current?.goTo(line, column), []);

  return (
    <div className="playground" data-playground data-ready={editorReady || undefined}>
      <div className="playground-toolbar">
        <label htmlFor={`${id}-example`}>Start from</label>
        <select id={`${id}-example`} value={exampleId} onChange={(event) => startFrom(event.target.value)}>
          {exampleId === '' && <option value="">Your code</option>}
          {PLAYGROUND_EXAMPLES.map((example) => (
            <option key={example.id} value={example.id}>
              {example.title}
            </option>
          ))}
        </select>
        <button type="button" onClick={copyLink}>
          Copy link
        </button>
        <span className="playground-copied" role="status">
          {copied}
        </span>
      </div>
      <div className="playground-panes">
        <section className="playground-pane" aria-labelledby={`${id}-code`}>
          <h2 id={`${id}-code`} className="playground-pane-title">
            Code
          </h2>
          <div className="playground-editor" ref={editorHost} hidden={!editorReady} />
          {!editorReady && (
            <textarea
              className="playground-textarea"
              aria-label="Code of the example"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              spellCheck={false}
            />
          )}
        </section>
        <section className="playground-pane" aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`} className="playground-pane-title">
            Preview
          </h2>
          <PlaygroundPreview result={result} revision={revision} onGoTo={goTo} />
        </section>
      </div>
    </div>
  );
}
