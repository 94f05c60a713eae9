import { Component, type ComponentType, type ReactNode } from 'react';
import type { CodeProblem, RunResult } from './playground-run';

export interface PlaygroundPreviewProps {
  /** The latest run of the code; undefined while the playground loads. */
  result: RunResult | undefined;
  /** Changes with each run, so an example that failed gets a fresh start. */
  revision: number;
  /** Moves the editor's cursor to a problem's place. */
  onGoTo: (line: number, column: number) => void;
}

/** A problem of the code, where the example would be. */
function ProblemMessage({
  problem,
  onGoTo,
}: {
  problem: CodeProblem;
  onGoTo: PlaygroundPreviewProps['onGoTo'];
}) {
  const { line, column } = problem;
  return (
    <div className="playground-problem" data-playground-problem>
      <p>
        {line !== undefined && column !== undefined && (
          <>
            <button type="button" className="playground-goto" onClick={() => onGoTo(line, column)}>
              Line {line}, column {column}
            </button>{' '}
          </>
        )}
        {problem.message}
      </p>
    </div>
  );
}

/** Catches what the example throws while it renders, and shows it in its place. */
class PreviewBoundary extends Component<
  { children: ReactNode; onGoTo: PlaygroundPreviewProps['onGoTo'] },
  { error: Error | undefined }
> {
  override state: { error: Error | undefined } = { error: undefined };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ProblemMessage problem={{ message: `${error.name}: ${error.message}` }} onGoTo={this.props.onGoTo} />
    );
  }
}

/**
 * The example as it renders, or the problem that stops it — a syntax error with its line and column, or
 * what it throws — shown in its place and announced politely.
 */
export function PlaygroundPreview({ result, revision, onGoTo }: PlaygroundPreviewProps) {
  let content: ReactNode;
  if (!result) content = <p className="playground-loading">Loading the editor…</p>;
  else if (!result.ok) content = <ProblemMessage problem={result.problem} onGoTo={onGoTo} />;
  else {
    const Example: ComponentType = result.component;
    content = (
      <PreviewBoundary key={revision} onGoTo={onGoTo}>
        <Example />
      </PreviewBoundary>
    );
  }
  return (
    <div className="playground-output" aria-live="polite" data-playground-output>
      {content}
    </div>
  );
}
